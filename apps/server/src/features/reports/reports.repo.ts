import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, reportTokens, reviews } from '../../db/schema';

export async function insertReportToken(
  db: Db,
  row: { token_hash: string; client_id: number; user_id: number; expires_at: Date; review_id: number | null },
): Promise<void> {
  await db.insert(reportTokens).values(row);
}

/**
 * Uses a token once: marks it used if it is this client's, unused and unexpired, in one statement, so two tabs
 * opening the same link cannot both succeed. Answers the user it was issued to (and the review it opens), or null.
 */
export async function consumeReportToken(db: Db, tokenHash: string, clientId: number, now: Date) {
  const [row] = await db
    .update(reportTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(reportTokens.token_hash, tokenHash),
        eq(reportTokens.client_id, clientId),
        isNull(reportTokens.used_at),
        gt(reportTokens.expires_at, now),
      ),
    )
    .returning({ user_id: reportTokens.user_id, review_id: reportTokens.review_id });
  return row ?? null;
}

/** Tokens a day past their end are of no use to anyone; issuing a new one clears them. */
export async function deleteOldReportTokens(db: Db, before: Date): Promise<void> {
  await db.delete(reportTokens).where(lt(reportTokens.expires_at, before));
}

export async function readAssessmentNotes(db: Db, clientId: number) {
  const [row] = await db
    .select({ notes: clients.assessment_notes, updated_at: clients.updated_at })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

export async function writeAssessmentNotes(db: Db, clientId: number, notes: string, now: Date): Promise<void> {
  await db.update(clients).set({ assessment_notes: notes, updated_at: now }).where(eq(clients.id, clientId));
}

/** An annual review of a client, with last year's answers (the clients feature keeps them; the report reads them). */
export async function findClientReview(db: Db, reviewId: number, clientId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.client_id, clientId)));
  return row ?? null;
}
