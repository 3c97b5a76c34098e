import { Writable } from 'node:stream';
import { ApiErrorBodySchema, MESSAGES } from '@brokerdesk/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import { type Database, openDatabase } from '../db/client';
import { registerErrorHandler } from './error-handler';

/**
 * Database failures a request's input causes answer 4xx, an unreachable database 503 with Retry-After, and the
 * log keeps the statement without its parameters (docs/decisions/015-input-boundary.md). Real statements on the
 * test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) make the errors.
 */
const SECRET = 'secret-param-7f3a';
let database: Database;
let unreachable: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', poolSize: 1 });
  await database.executeSql('create table fuzz_rows (id int primary key, n int check (n > 0), code varchar(3))');
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  const { db } = database;
  const routes: Record<string, () => Promise<unknown>> = {
    nul: () => db.execute(sql`select ${`${SECRET}\u0000`}::text`),
    'out-of-range': () => db.execute(sql`select ${`2147483648${SECRET.length}`}::int`),
    'bad-syntax': () => db.execute(sql`select ${SECRET}::int`),
    'too-long': () => db.execute(sql`insert into fuzz_rows (id, n, code) values (1, 1, ${SECRET})`),
    duplicate: async () => {
      await db.execute(sql`insert into fuzz_rows (id, n) values (2, 1)`);
      await db.execute(sql`insert into fuzz_rows (id, n) values (2, ${SECRET.length})`);
    },
    check: () => db.execute(sql`insert into fuzz_rows (id, n) values (3, ${-SECRET.length})`),
    'not-null': () => db.execute(sql`insert into fuzz_rows (id, n) values (null, ${SECRET.length})`),
    'foreign-key': () =>
      db.execute(sql`insert into files (adviser_id, purpose, storage_key, file_name, content_type, size_bytes)
      values (2147483000, 'logo', ${SECRET}, 'f', 'image/png', 1)`),
    refused: () => unreachable.db.execute(sql`select ${SECRET}`),
    shutdown: () => {
      const cause = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
        severity: 'FATAL',
      });
      throw new Error(`Failed query: select 1\nparams: ${SECRET}`, { cause });
    },
    bug: () => db.execute(sql`select * from no_such_table where x = ${SECRET}`),
  };
  for (const [name, run] of Object.entries(routes)) app.get(`/${name}`, run);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await unreachable?.close();
  await database?.close();
});

describe('database errors in the error handler', () => {
  it.each([
    ['nul', 400, 'validation', MESSAGES.unstorableText],
    ['out-of-range', 400, 'validation', MESSAGES.valueOutOfRange],
    ['bad-syntax', 400, 'validation', MESSAGES.valueOutOfRange],
    ['too-long', 400, 'validation', MESSAGES.valueOutOfRange],
    ['check', 400, 'validation', MESSAGES.valueOutOfRange],
    ['not-null', 400, 'validation', MESSAGES.valueOutOfRange],
    ['duplicate', 409, 'conflict', MESSAGES.conflictingChange],
    ['foreign-key', 409, 'conflict', MESSAGES.conflictingChange],
    ['refused', 503, 'unavailable', MESSAGES.serviceUnavailable],
    ['shutdown', 503, 'unavailable', MESSAGES.serviceUnavailable],
    ['bug', 500, 'internal', MESSAGES.serverError],
  ])('%s answers %i %s', async (name, status, code, message) => {
    const res = await app.inject({ method: 'GET', url: `/${name}` });
    expect(res.statusCode, res.body).toBe(status);
    expect(ApiErrorBodySchema.parse(res.json()).error).toMatchObject({ code, message });
    expect(res.body).not.toContain(SECRET);
    expect(res.headers['retry-after']).toBe(status === 503 ? '5' : undefined);
  });

  it('logs the SQLSTATE and the statement, never the parameters or the driver message', () => {
    const logged = lines.join('');
    expect(logged).toContain('"code":"22021"');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"constraint":"fuzz_rows_pkey"');
    expect(logged).toContain('select * from no_such_table');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('params:');
  });
});
