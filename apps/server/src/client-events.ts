import type { Actor } from '../../context';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.repo';
import type { ClientRecord } from './client-access';
import { touchClient } from './clients.repo';

/**
 * Every write to a client records who did what on its timeline and marks the client active
 * (docs/engineering-guide.md §4 audit; Client activity). `dataChanged` says whether application answers changed
 * (clients.repo touchClient).
 */
export async function recordClientEvent(
  db: Db,
  client: Pick<ClientRecord, 'id' | 'adviser_id'>,
  actor: Pick<Actor, 'userId' | 'role' | 'isAdmin'>,
  now: Date,
  event: { action: string; detail?: Record<string, unknown> | null; dataChanged: boolean; ip?: string },
): Promise<void> {
  await recordActivity(db, {
    action: event.action,
    actorUserId: actor.userId,
    adviserId: client.adviser_id,
    clientId: client.id,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
  });
  await touchClient(db, client.id, actor, now, { dataChanged: event.dataChanged });
}
