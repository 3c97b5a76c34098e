import { and, asc, eq, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { resumableUploads, uploadLocks } from '../../../../db/schema';

/*
 * The rows behind resumable uploads (docs/decisions/028-shared-resumable-uploads-and-quotas.md): who parked what, and
 * the tus locker's leases. Lease times are the database's clock, so instances on different machines agree on them.
 */

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

/** Takes a transaction-long lock on one person's uploads, so two creations never both pass the caps. */
export async function lockUserUploads(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727274002, ${userId}::int)`);
}

/** How many unfinished uploads a person has parked, the bytes they may fill, and when the oldest was made. */
export async function userUploadTotals(
  db: Db,
  userId: number,
): Promise<{ count: number; bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${resumableUploads.size_bytes}), 0)::bigint`,
      oldest: min(resumableUploads.created_at),
    })
    .from(resumableUploads)
    .where(eq(resumableUploads.user_id, userId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}

export async function insertResumableUpload(db: Db, row: typeof resumableUploads.$inferInsert): Promise<void> {
  await db.insert(resumableUploads).values(row);
}

export async function deleteResumableUpload(db: Db, id: string): Promise<void> {
  await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
}

/** Unfinished uploads created before `before` (all of them, or one person's), oldest first, at most `limit`. */
export function listExpiredUploads(db: Db, before: Date, limit: number, userId?: number) {
  return db
    .select({ id: resumableUploads.id })
    .from(resumableUploads)
    .where(
      and(
        lt(resumableUploads.created_at, before),
        userId === undefined ? undefined : eq(resumableUploads.user_id, userId),
      ),
    )
    .orderBy(asc(resumableUploads.created_at))
    .limit(limit);
}

const leaseEnd = (leaseMs: number) => sql`clock_timestamp() + ${leaseMs}::int * interval '1 millisecond'`;

/** Takes the upload's lease when it is free or lapsed; true when this holder has it now. */
export async function takeUploadLock(db: Db, uploadId: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .insert(uploadLocks)
    .values({ upload_id: uploadId, holder, expires_at: leaseEnd(leaseMs) })
    .onConflictDoUpdate({
      target: uploadLocks.upload_id,
      set: { holder, expires_at: leaseEnd(leaseMs), release_requested: false },
      where: sql`${uploadLocks.expires_at} < clock_timestamp()`,
    })
    .returning({ holder: uploadLocks.holder });
  return rows.length > 0;
}

/** Asks whoever holds the upload to let go (they see it when they next renew). */
export async function requestUploadLockRelease(db: Db, uploadId: string): Promise<void> {
  await db.update(uploadLocks).set({ release_requested: true }).where(eq(uploadLocks.upload_id, uploadId));
}

/**
 * Extends the holder's lease; answers null when the lease is no longer theirs, else whether a release was asked.
 */
export async function renewUploadLock(
  db: Db,
  uploadId: string,
  holder: string,
  leaseMs: number,
): Promise<{ releaseRequested: boolean } | null> {
  const [row] = await db
    .update(uploadLocks)
    .set({ expires_at: leaseEnd(leaseMs) })
    .where(and(eq(uploadLocks.upload_id, uploadId), eq(uploadLocks.holder, holder)))
    .returning({ releaseRequested: uploadLocks.release_requested });
  return row ?? null;
}

export async function releaseUploadLock(db: Db, uploadId: string, holder: string): Promise<void> {
  await db.delete(uploadLocks).where(and(eq(uploadLocks.upload_id, uploadId), eq(uploadLocks.holder, holder)));
}
