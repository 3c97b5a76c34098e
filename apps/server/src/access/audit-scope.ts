import type { Actor, ServiceContext } from '../context';
import { requireAccess } from './require-access';
import { requireRole } from './roles';

/**
 * Whose events the audit shows (decision 044): an administrator every event; a broker or a planner the events of
 * their own clients, and naming another adviser's client answers 404 as if it did not exist; a client 403.
 * `adviserId` null means every event.
 */
export async function auditScopeOf(
  ctx: ServiceContext,
  actor: Actor,
  filter: { clientId?: number },
): Promise<{ adviserId: number | null }> {
  requireRole(actor, 'adviser-or-admin');
  if (actor.isAdmin) return { adviserId: null };
  if (filter.clientId !== undefined) await requireAccess(ctx, actor, { kind: 'client', id: filter.clientId }, 'read');
  return { adviserId: actor.adviserId ?? 0 };
}
