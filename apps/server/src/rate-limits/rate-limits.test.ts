import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { hitRateLimit, purgeExpiredRateLimits, readRateLimit } from './rate-limits.repo';
import { countHit, PURGE_EVERY } from './rate-limits.service';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const T0 = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const keys = async (prefix: string) =>
  (await database.executeSql(`select key from rate_limits where key like $1 order by key`, [`${prefix}%`])).rows.map(
    (r) => r.key,
  );

describe('rate_limits counters', () => {
  it('count hits in a fixed window and start again at 1 once it has passed', async () => {
    const { db } = database;
    expect(await hitRateLimit(db, 'w:a', T0, 60_000)).toEqual({ count: 1, resetAt: later(60_000) });
    expect(await hitRateLimit(db, 'w:a', later(30_000), 60_000)).toEqual({ count: 2, resetAt: later(60_000) });
    expect((await readRateLimit(db, 'w:a', later(59_999))).count).toBe(2);
    expect((await readRateLimit(db, 'w:a', later(60_000))).count).toBe(0);
    expect(await hitRateLimit(db, 'w:a', later(60_000), 60_000)).toEqual({ count: 1, resetAt: later(120_000) });
  });

  it('give every one of many concurrent hits its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(database.db, 'w:race', T0, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('purge only expired rows, at most the batch asked for', async () => {
    const { db } = database;
    for (let i = 0; i < 5; i++) await hitRateLimit(db, `p:old${i}`, T0, 1000);
    await hitRateLimit(db, 'p:live', T0, 60_000);
    expect(await purgeExpiredRateLimits(db, later(1000), 3)).toBe(3);
    expect(await keys('p:')).toHaveLength(3);
    expect(await purgeExpiredRateLimits(db, later(1000), 100)).toBe(2);
    expect(await keys('p:')).toEqual(['p:live']);
  });

  it('are purged as hits arrive, so expired rows do not pile up', async () => {
    const ctx = { db: database.db, now: () => later(10_000) };
    for (let i = 0; i < 5; i++) await hitRateLimit(database.db, `q:old${i}`, T0, 1000);
    for (let i = 0; i < PURGE_EVERY; i++) await countHit(ctx, 'q:busy', 60_000);
    expect(await keys('q:')).toEqual(['q:busy']);
  });
});
