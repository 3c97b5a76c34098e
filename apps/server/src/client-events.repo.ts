import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { clients } from './db/schema';

/**
 * Marks activity on a client (client-events.ts says when): its last activity moves to now; a change to application
 * data also moves a not-started application to in-progress, and the client's own first change sets
 * first_client_input_at.
 */
export async function markClientActivity(
  db: Db,
  clientId: number,
  now: Date,
  change: { dataChanged: boolean; byClient: boolean },
): Promise<void> {
  const set: PgUpdateSetSource<typeof clients> = { last_activity_at: now, updated_at: now };
  if (change.dataChanged) {
    set.status = sql`case when ${clients.status} = 'not-started' then 'in-progress' else ${clients.status} end`;
    if (change.byClient) {
      set.first_client_input_at = sql`coalesce(${clients.first_client_input_at}, ${now.toISOString()}::timestamptz)`;
    }
  }
  await db.update(clients).set(set).where(eq(clients.id, clientId));
}
