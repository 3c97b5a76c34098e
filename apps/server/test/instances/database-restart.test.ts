import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POOL_CONNECT_TIMEOUT_MS } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/errors';
import { rows } from '../../src/db/rows';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { api, isErrorShape, type ServerProcess, signInOn, startServer, waitUntil } from './server-process';
import { createThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const WRITERS = 4;
const SMTP_HOLD_MS = 1000;
/** What a loaded 2-core machine needs on top of the pool's connection timeout to answer. */
const ANSWER_MARGIN_MS = 2000;

interface Answer {
  writer: number;
  name: string;
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  error?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a PostgreSQL restart under load', () => {
  let pg: ThrowawayPostgres;
  let server: ServerProcess;
  let dataDir: string;
  let mail: SmtpSink;

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-restart-'));
    // A slow SMTP peer keeps an email job in progress across the moment the database goes away.
    mail = await startSmtpSink({ holdMs: SMTP_HOLD_MS });
    server = await startServer({
      DATABASE_URL: pg.url,
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
      SMTP_URL: mail.smtpUrl,
      // The job queue's "answers again" line is a warning, written through the logger like every other.
      LOG_LEVEL: 'warn',
    });
  });
  afterAll(async () => {
    await server?.stop(1000);
    await mail?.close();
    await pg?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives a connection that breaks while a transaction holds it between statements', async () => {
    const database = await openDatabase({ url: pg.url, poolSize: 2 });
    const admin = await openDatabase({ url: pg.url, poolSize: 1 });
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          const [backend] = rows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          await admin.executeSql('select pg_terminate_backend($1)', [backend?.pid]);
          // pg reports the broken connection as an event on the idle client, before the next statement.
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      // The pool dropped the broken client: the next statement gets a fresh connection.
      expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.close();
      await database.close();
    }
  });

  it('answers 503 in the error shape while the database is away, recovers within 5 s, and loses no acknowledged write', async () => {
    const token = await signInOn(server.url, 'broker@example.com', DEMO_PASSWORD);
    const answers: Answer[] = [];
    let running = true;
    const writer = async (w: number) => {
      for (let i = 0; running; i++) {
        const name = `Writer${w}n${i}`;
        const startedAt = Date.now();
        try {
          const res = await api(server.url, 'POST', '/api/client/create', {
            token,
            body: { first_name: name, last_name: 'Restart' },
          });
          answers.push({ writer: w, name, startedAt, endedAt: Date.now(), ...res });
        } catch (err) {
          answers.push({ writer: w, name, startedAt, endedAt: Date.now(), status: 0, body: null, error: String(err) });
        }
        await sleep(20);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    // An email job in progress: its worker finishes after the database has gone.
    const reset = await api(server.url, 'POST', '/api/auth/forgot-password', { body: { email: 'broker@example.com' } });
    expect(reset.status).toBe(200);
    await waitUntil('the reset email to reach the SMTP peer', () => mail.begun() === 1);
    // The server crashes: in-flight statements break, new connections are refused.
    await pg.stop('immediate');
    const downAt = Date.now();
    await sleep(2000);
    // Then its address accepts connections that never answer (a failover in progress, a black-holed route):
    // requests must give up after the pool's connection timeout instead of hanging.
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(pg.port, '127.0.0.1', resolve));
    const hangFrom = Date.now();
    await sleep(POOL_CONNECT_TIMEOUT_MS + ANSWER_MARGIN_MS + 2000);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    // Back, after crash recovery.
    await pg.start();
    const backAt = Date.now();
    await waitUntil(
      'a write to succeed after the restart',
      () => answers.some((a) => a.startedAt >= backAt && a.status === 201),
      15_000,
    ).catch(() => undefined);
    await sleep(1000);
    running = false;
    await Promise.all(writers);

    const byStatus = (a: Answer) => a.status;
    const acknowledged = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 503);
    // Every answer is a success or a 503 in the error shape: no 500, no dropped connection.
    const wrong = answers.filter((a) => a.status !== 201 && !(a.status === 503 && isErrorShape(a.body, 'unavailable')));
    expect(wrong.slice(0, 5), server.output()).toEqual([]);
    expect(acknowledged.filter((a) => a.endedAt < downAt).length).toBeGreaterThan(0);
    expect(refused.filter((a) => a.startedAt >= downAt && a.startedAt < hangFrom).length).toBeGreaterThan(0);
    // While connections hang, answers still come within the pool's timeout.
    const duringHang = answers.filter((a) => a.startedAt >= hangFrom && a.startedAt < backAt);
    expect(duringHang.map(byStatus)).toContain(503);
    expect(Math.max(...duringHang.map((a) => a.endedAt - a.startedAt))).toBeLessThanOrEqual(
      POOL_CONNECT_TIMEOUT_MS + ANSWER_MARGIN_MS,
    );
    // Recovery by itself, within 5 s of the database accepting connections again.
    const firstAfter = Math.min(...acknowledged.filter((a) => a.startedAt >= backAt).map((a) => a.endedAt));
    expect(firstAfter - backAt).toBeLessThanOrEqual(5000);

    // No acknowledged write is lost.
    const check = await openDatabase({ url: pg.url, poolSize: 1 });
    try {
      const ids = acknowledged.map((a) => (a.body as { client: { id: number } }).client.id);
      const rows = await check.executeSql(
        `select c.id, a.data->>'first_name' as first_name from clients c
         join applicants a on a.client_id = c.id and a.is_primary where c.id = any($1::int[])`,
        [ids],
      );
      const stored = new Map(rows.rows.map((r) => [Number(r.id), String(r.first_name)]));
      const lost = acknowledged.filter((a) => stored.get((a.body as { client: { id: number } }).client.id) !== a.name);
      expect(lost).toEqual([]);

      // The job queue lived through it: a reset email asked for now is processed by the same process.
      const forgot = await api(server.url, 'POST', '/api/auth/forgot-password', {
        body: { email: 'planner@example.com' },
      });
      expect(forgot.status).toBe(200);
      await waitUntil('the reset email to be sent', async () => {
        const r = await check.executeSql(
          `select status from emails where to_address = 'planner@example.com' and kind = 'password_reset'`,
        );
        return r.rows[0]?.status === 'sent';
      });
    } finally {
      await check.close();
    }
    // The job queue says when it reaches the database again.
    expect(server.output()).toMatch(/job queue: the database answers again after \d+ ms/);
    console.info(
      `restart under load: ${answers.length} writes, ${acknowledged.length} acknowledged, ${refused.length} answered 503; first success ${firstAfter - backAt} ms after the database was back`,
    );
  });
});
