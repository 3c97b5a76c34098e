import type { AdviserKind } from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../context';
import { forbidden, notFound } from '../errors';
import { type AdviserDetailRow, findAdviserDetailRow } from './adviser-settings.repo';

/**
 * Who may read and change an adviser's settings: the adviser themself or an administrator. Another
 * adviser's id, or an id of the other kind, answers 404 as if it did not exist; a client is refused with 403.
 */
export function checkAdviserAccess(actor: Actor, id: number): void {
  if (actor.isAdmin) return;
  if (actor.role === 'client') throw forbidden();
  if (actor.adviserId !== id) throw notFound();
}

/** The live adviser of this kind with its user and images, after the access check; 404 when there is none. */
export async function loadVisibleAdviserRow(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
): Promise<AdviserDetailRow> {
  checkAdviserAccess(actor, id);
  const row = await findAdviserDetailRow(ctx.db, id);
  if (!row || row.adviser.kind !== kind) throw notFound();
  return row;
}
