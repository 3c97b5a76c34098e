import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lodgements } from '../../db/schema';

export type LodgementRow = typeof lodgements.$inferSelect;

export async function findLodgement(db: Db, clientId: number, target: string): Promise<LodgementRow | null> {
  const [row] = await db
    .select()
    .from(lodgements)
    .where(and(eq(lodgements.client_id, clientId), eq(lodgements.target, target)));
  return row ?? null;
}

export async function findLodgementById(db: Db, id: number): Promise<LodgementRow | null> {
  const [row] = await db.select().from(lodgements).where(eq(lodgements.id, id));
  return row ?? null;
}

/**
 * Queues an upload of this client unless one is queued or running (at most one per client): the row is made once
 * per client and target, then moved to queued only from a resting state, in one statement each, so a double click
 * queues one job. Answers the row when this call queued it, null when an upload was already under way.
 */
export async function queueLodgement(
  db: Db,
  v: { adviserId: number; clientId: number; target: string; userId: number; now: Date },
): Promise<LodgementRow | null> {
  await db
    .insert(lodgements)
    .values({
      adviser_id: v.adviserId,
      client_id: v.clientId,
      target: v.target,
      idempotency_key: crypto.randomUUID(),
      state: 'done',
      step: 'done',
    })
    .onConflictDoNothing();
  const [row] = await db
    .update(lodgements)
    .set({
      state: 'queued',
      step: 'preparing',
      error_code: null,
      error_message: null,
      attempts: 0,
      requested_by_user_id: v.userId,
      updated_at: v.now,
    })
    .where(
      and(
        eq(lodgements.client_id, v.clientId),
        eq(lodgements.target, v.target),
        notInArray(lodgements.state, ['queued', 'running']),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateLodgement(db: Db, id: number, set: Partial<typeof lodgements.$inferInsert>) {
  await db
    .update(lodgements)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(lodgements.id, id));
}

/** Marks one more document attached (a resumed job skips it). */
export async function markDocumentSent(db: Db, id: number, fileId: number): Promise<void> {
  await db
    .update(lodgements)
    .set({
      sent_file_ids: sql`${lodgements.sent_file_ids} || ${JSON.stringify([fileId])}::jsonb`,
      documents_sent: sql`${lodgements.documents_sent} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(lodgements.id, id));
}
