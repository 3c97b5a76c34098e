import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitCount {
  count: number;
  resetAt: Date;
}

/** A parameter compared with timestamptz columns; an ISO string reads the same on PGlite and node-postgres. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one hit in a fixed window with a single atomic upsert, so concurrent hits from any number of instances
 * each see their own count: a row past `reset_at` starts a new window at 1, a live one goes up by one.
 */
export async function hitRateLimit(db: Db, key: string, now: Date, windowMs: number): Promise<RateLimitCount> {
  const expired = sql`${rateLimits.reset_at} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        reset_at: sql`case when ${expired} then excluded.reset_at else ${rateLimits.reset_at} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.reset_at });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The live count of a key without counting a hit: 0 once its window has passed. */
export async function readRateLimit(db: Db, key: string, now: Date): Promise<RateLimitCount> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.reset_at })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.resetAt.getTime() <= now.getTime()) return { count: 0, resetAt: now };
  return row;
}

export async function deleteRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes at most `limit` rows whose window has passed (through the reset_at index), so one purge is bounded work.
 * The outer condition is checked again on each row, so a row a concurrent hit has just renewed is kept.
 */
export async function purgeExpiredRateLimits(db: Db, now: Date, limit: number): Promise<number> {
  const expired = db.select({ key: rateLimits.key }).from(rateLimits).where(lte(rateLimits.reset_at, now)).limit(limit);
  const gone = await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.key, expired), lte(rateLimits.reset_at, now)))
    .returning({ key: rateLimits.key });
  return gone.length;
}
