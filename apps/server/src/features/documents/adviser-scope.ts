import { checkAdviserAccess } from '../../accounts/adviser-access';
import { type AdviserRow, findLiveAdviser } from '../../accounts/advisers.repo';
import { requireClientAccess } from '../../client-access';
import type { Actor, ServiceContext } from '../../context';
import { forbidden, notFound } from '../../errors';

/**
 * The adviser whose catalogue or templates a call reads or changes (docs/spec/settings-billing-admin.md §6): the adviser
 * themself or an administrator; another adviser's id answers 404, a client 403. Brokers and planners alike.
 */
export async function requireAdviserScope(ctx: ServiceContext, actor: Actor, adviserId: number): Promise<AdviserRow> {
  checkAdviserAccess(actor, adviserId);
  const adviser = await findLiveAdviser(ctx.db, adviserId);
  if (!adviser) throw notFound();
  return adviser;
}

/** Refuses clients before a lookup by another id, so a 404 never tells a client what exists. */
export function refuseClients(actor: Actor): void {
  if (actor.role === 'client' && !actor.isAdmin) throw forbidden();
}

/** A client of this adviser, when a call names one; anyone else's (or a deleted one) answers 404. */
export async function requireAdvisersClient(
  ctx: ServiceContext,
  actor: Actor,
  adviserId: number,
  clientId: number,
): Promise<void> {
  const { client } = await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  if (client.adviser_id !== adviserId) throw notFound();
}
