import { MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../../context';
import { RateLimitedError } from '../../../../errors';
import { enforceHitLimit, secondsUntil } from '../../../../rate-limits';
import {
  deleteResumableUpload,
  insertResumableUpload,
  listExpiredUploads,
  lockUserUploads,
  userUploadTotals,
} from './resumable-uploads.repo';

const HOUR_MS = 60 * 60_000;
const SWEEP_BATCH = 100;

/** Removes an upload's parked bytes from the shared store (ResumableStore.discard). */
export type DiscardUpload = (uploadId: string) => Promise<void>;

/**
 * Removes unfinished uploads past their life (every one, or one person's), bytes first and then the row, so a failure
 * leaves the row for the next sweep; answers how many. Instances may sweep at once: removing twice is harmless.
 */
export async function removeExpiredUploads(ctx: ServiceContext, discard: DiscardUpload, userId?: number) {
  const before = new Date(ctx.now().getTime() - ctx.config.resumableUploads.lifetimeMs);
  let removed = 0;
  for (;;) {
    const rows = await listExpiredUploads(ctx.db, before, SWEEP_BATCH, userId);
    for (const { id } of rows) {
      await discard(id);
      await deleteResumableUpload(ctx.db, id);
    }
    removed += rows.length;
    if (rows.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Records a new resumable upload against its creator's allowance, or refuses it with a 429 (docs/decisions/028):
 * at most RATE_LIMIT_UPLOADS_PER_USER_PER_HOUR started an hour, and at most UPLOAD_UNFINISHED_MAX_PER_USER unfinished
 * at once declaring UPLOAD_UNFINISHED_MAX_MB_PER_USER in all, so what one person can park on the store is bounded.
 * Counted in the database under a per-person lock, so the caps hold across instances and concurrent requests.
 */
export async function reserveResumableUpload(
  ctx: ServiceContext,
  discard: DiscardUpload,
  upload: { id: string; userId: number; sizeBytes: number },
): Promise<void> {
  const { rateLimit, resumableUploads: caps } = ctx.config;
  await enforceHitLimit(ctx, `resumable-upload:user:${upload.userId}`, {
    max: rateLimit.uploadsPerUserPerHour,
    windowMs: HOUR_MS,
    message: MESSAGES.uploadsStartedTooMany,
  });
  // The person's lapsed uploads free their room now rather than at the next sweep.
  await removeExpiredUploads(ctx, discard, upload.userId);
  await ctx.db.transaction(async (tx) => {
    await lockUserUploads(tx, upload.userId);
    const totals = await userUploadTotals(tx, upload.userId);
    // Room comes back when the oldest upload finishes or lapses.
    const retryAfter = () => secondsUntil(ctx, new Date((totals.oldest ?? ctx.now()).getTime() + caps.lifetimeMs));
    if (totals.count >= caps.maxPerUser) {
      throw new RateLimitedError(retryAfter(), MESSAGES.uploadsUnfinishedTooMany);
    }
    if (totals.bytes + upload.sizeBytes > caps.maxBytesPerUser) {
      throw new RateLimitedError(retryAfter(), MESSAGES.uploadsUnfinishedTooLarge);
    }
    await insertResumableUpload(tx, {
      id: upload.id,
      user_id: upload.userId,
      size_bytes: upload.sizeBytes,
      created_at: ctx.now(),
    });
  });
}
