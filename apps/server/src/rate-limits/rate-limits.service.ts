import type { ServiceContext } from '../context';
import { RateLimitedError } from '../errors';
import {
  deleteRateLimit,
  hitRateLimit,
  purgeExpiredRateLimits,
  type RateLimitCount,
  readRateLimit,
} from './rate-limits.repo';

/**
 * Every rate limit of the app counts in the database's rate_limits table, so instances sharing a database share
 * the budgets (docs/decisions/012-rate-limits-in-the-database.md). Keys are namespaced by their user:
 * `http:` for the per-route limits of @fastify/rate-limit, `login:` and `reset-email:` for the auth service's.
 */
type Counters = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Expired rows are purged as hits arrive: every PURGE_EVERY hits a process deletes up to PURGE_BATCH of them,
 * so deletions outpace inserts (a hit adds at most one row) without a timer, and each purge is bounded.
 */
export const PURGE_EVERY = 100;
export const PURGE_BATCH = 1000;
let hitsSincePurge = 0;

/** Counts one hit of `key` in its window and answers the count so far, this hit included. */
export async function countHit(ctx: Counters, key: string, windowMs: number): Promise<RateLimitCount> {
  const now = ctx.now();
  const hit = await hitRateLimit(ctx.db, key, now, windowMs);
  hitsSincePurge += 1;
  if (hitsSincePurge >= PURGE_EVERY) {
    hitsSincePurge = 0;
    await purgeExpiredRateLimits(ctx.db, now, PURGE_BATCH);
  }
  return hit;
}

/** The count of `key` in its live window, without counting a hit (0 when none). */
export function peekCount(ctx: Counters, key: string): Promise<RateLimitCount> {
  return readRateLimit(ctx.db, key, ctx.now());
}

export function forgetCount(ctx: Counters, key: string): Promise<void> {
  return deleteRateLimit(ctx.db, key);
}

/** Seconds until a window ends, at least 1: what a 429's Retry-After says. */
export function secondsUntil(ctx: Counters, resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - ctx.now().getTime()) / 1000));
}

/**
 * Counts one hit of `key` and refuses it past `max` in the window: a 429 saying `message`, with Retry-After at the
 * window's end. For per-person limits a service checks itself (docs/decisions/028).
 */
export async function enforceHitLimit(
  ctx: Counters,
  key: string,
  limit: { max: number; windowMs: number; message: string },
): Promise<void> {
  const hit = await countHit(ctx, key, limit.windowMs);
  if (hit.count > limit.max) throw new RateLimitedError(secondsUntil(ctx, hit.resetAt), limit.message);
}
