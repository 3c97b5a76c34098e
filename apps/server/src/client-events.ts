import type { ClientRecord } from './access';
import { recordActivity } from './audit/activity.repo';
import { markClientActivity } from './client-events.repo';
import type { Actor } from './context';
import type { Db } from './db/client';

/*
 * What every write to a client leaves behind: a line on its timeline and its activity mark. Below the features, like
 * the access module (access/index.ts), rather than in a feature, because the clients, applicants, application and portal features
 * all write to clients, and the clients feature itself reads the applicants feature.
 */

/**
 * Every write to a client records who did what on its timeline and marks the client active
 * (docs/engineering-guide.md §4 audit; Client activity). `dataChanged` says whether application answers changed
 * (touchClient below).
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

/**
 * Marks activity on a client (docs/engineering-guide.md §4: it feeds last_activity_timestamp). A change to application
 * data also moves a not-started application to in-progress, and the client's own first change sets
 * first_client_input_at (the response rate of invitations). Field saves call it in their transaction; `dataChanged:
 * false` is for actions around the application (invite, archive) that are not answers.
 */
export async function touchClient(
  db: Db,
  clientId: number,
  actor: Pick<Actor, 'role' | 'isAdmin'>,
  now: Date,
  opts: { dataChanged?: boolean } = {},
): Promise<void> {
  const byClient = actor.role === 'client' && !actor.isAdmin;
  await markClientActivity(db, clientId, now, { dataChanged: opts.dataChanged ?? true, byClient });
}
