import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { Database } from './client';
import { openDatabase } from './client';
import { describeDatabaseError, isDatabaseUnavailable, loggableError, pgErrorOf } from './errors';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The error a statement really fails with, as drizzle hands it to a service. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe('database errors', () => {
  it('finds the PostgreSQL error behind drizzle and describes it without the parameters', async () => {
    const err = await failure(() => database.db.execute(sql`select ${'secret-value-1'}::int`));
    expect(String((err as Error).message)).toContain('secret-value-1');
    expect(pgErrorOf(err)?.code).toBe('22P02');
    const described = describeDatabaseError(err);
    expect(described).toMatchObject({ code: '22P02', query: 'select $1::int' });
    expect(JSON.stringify(described)).not.toContain('secret-value-1');
    expect(isDatabaseUnavailable(err)).toBe(false);
    // What background jobs log goes through the same description; an error of another kind stays whole.
    expect(JSON.stringify(loggableError(err))).not.toContain('secret-value-1');
    const other = new Error('smtp refused');
    expect(loggableError(other)).toBe(other);
  });

  it('knows a refused connection, a terminated one and a server shutting down as unavailable', async () => {
    const closed = await openDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', poolSize: 1 });
    try {
      const refused = await failure(() => closed.db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(describeDatabaseError(refused)).toMatchObject({ code: 'ECONNREFUSED', query: 'select 1' });
    } finally {
      await closed.close();
    }
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006', severity: 'FATAL' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505', severity: 'ERROR' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
