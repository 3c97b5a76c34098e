import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database } from './db/client';
import { createLogger, failureReason } from './logger';

/** The log never carries a statement's parameters or a row's values (docs/engineering-guide.md §6). */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.executeSql('create table logger_probe (email text primary key, hash text)');
  await database.executeSql(`insert into logger_probe values ('a@example.com', 'scrypt$first-hash')`);
});
afterAll(async () => {
  await database?.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

function logged(write: (log: ReturnType<typeof createLogger>) => void): string {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  write(createLogger({ logLevel: 'info' }, stream));
  return out;
}

describe('the logger', () => {
  it('logs a failed insert (a duplicate key, as a second seed once did) by its cause, without the row', async () => {
    const err = await failure(() =>
      database.db.execute(sql`insert into logger_probe values (${'a@example.com'}, ${'scrypt$secret-hash'})`),
    );
    const line = logged((log) => log.fatal({ err: new Error('seeding the demo failed', { cause: err }) }, 'x'));
    expect(line).not.toContain('secret-hash');
    expect(line).not.toContain('first-hash');
    expect(line).not.toContain('a@example.com');
    const entry = JSON.parse(line).err;
    expect(entry).toMatchObject({
      code: '23505',
      constraint: 'logger_probe_pkey',
      query: 'insert into logger_probe values ($1, $2)',
      reason: 'duplicate key value violates unique constraint "logger_probe_pkey"',
      context: 'seeding the demo failed',
    });
    expect(failureReason(err)).toBe(
      'a database statement failed (duplicate key value violates unique constraint "logger_probe_pkey")',
    );
  });

  it("leaves out PostgreSQL's message when it quotes the value (data exceptions)", async () => {
    const err = await failure(() => database.db.execute(sql`select ${'secret-value-2'}::int`));
    const line = logged((log) => log.error({ err }, 'x'));
    expect(line).not.toContain('secret-value-2');
    expect(JSON.parse(line).err).toMatchObject({ code: '22P02', query: 'select $1::int' });
    expect(failureReason(err)).toBe('a database statement failed (SQLSTATE 22P02)');
  });

  it('logs any other error whole, with its cause', () => {
    const err = new Error('deadlock avoided', { cause: new Error('lock timeout') });
    const entry = JSON.parse(logged((log) => log.error({ err }, 'x'))).err;
    expect(entry.message).toBe('deadlock avoided: lock timeout');
    expect(entry.stack).toContain('deadlock avoided');
    expect(failureReason(err)).toBe('deadlock avoided');
  });
});
