import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { recordActivity } from './audit/activity.repo';
import type { ClientRecord } from './client-access';
import type { Actor } from './context';
import type { Db } from './db/client';
import { clients } from './db/schema';

/*
 * What every write to a client leaves behind: a line on its timeline and its activity mark. Beside the access gate
 * (client-access.ts) rather than in a feature, because the clients, applicants, application and portal features
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
  const dataChanged = opts.dataChanged ?? true;
  const byClient = actor.role === 'client' && !actor.isAdmin;
  const set: PgUpdateSetSource<typeof clients> = { last_activity_at: now, updated_at: now };
  if (dataChanged) {
    set.status = sql`case when ${clients.status} = 'not-started' then 'in-progress' else ${clients.status} end`;
    if (byClient)
      set.first_client_input_at = sql`coalesce(${clients.first_client_input_at}, ${now.toISOString()}::timestamptz)`;
  }
  await db.update(clients).set(set).where(eq(clients.id, clientId));
}
