import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { api, isErrorShape, type ServerProcess, signInOn, startServer, waitUntil } from './server-process';

/** Failed sign-ins of one email from one IP before that pair is refused, for both instances. */
const LOGIN_FAILURES = 3;

/**
 * Two server processes behind one PostgreSQL database, as two instances behind a proxy would be: what one
 * does, the other sees (docs/decisions/012 and 014).
 */
describe('two instances on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `bd_instances_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let admin: Database;
  let database: Database;
  let mail: SmtpSink;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    if (!serverUrl) {
      throw new Error(
        'The two-instance test needs a PostgreSQL server: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test (it creates and drops its own database).',
      );
    }
    admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    await admin.executeSql(`create database "${name}"`);
    const url = databaseUrlFor(serverUrl, name);
    mail = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-instances-'));
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: mail.smtpUrl,
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: String(LOGIN_FAILURES),
      LOG_LEVEL: 'error',
    };
    // Started together: both migrate the same database at once (an advisory lock orders them).
    [a, b] = await Promise.all([startServer({ ...env, SEED_DEMO: '1' }), startServer({ ...env, SEED_DEMO: '0' })]);
    database = await openDatabase({ url, poolSize: 1 });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(5000), b?.stop(5000)]);
    await database?.close();
    await mail?.close();
    if (admin) {
      await admin.executeSql(`drop database if exists "${name}" with (force)`);
      await admin.close();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses on one the session made on the other, and a sign-out on one ends it on both', async () => {
    const token = await signInOn(a.url, 'broker@example.com', DEMO_PASSWORD);
    const detail = await api(b.url, 'GET', '/api/user/detail', { token });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('broker@example.com');

    expect((await api(b.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await api(a.url, 'GET', '/api/user/detail', { token });
    expect(after.status).toBe(401);
    expect(isErrorShape(after.body, 'unauthenticated')).toBe(true);
  });

  it('does each job once, whichever instance enqueued it and both workers polling', async () => {
    const addresses = ['broker@example.com', 'planner@example.com', 'client@example.com'];
    for (const server of [a, b]) {
      for (const email of addresses) {
        expect((await api(server.url, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
      }
    }
    await waitUntil('six reset emails', () => mail.received.length >= 6);
    // Long enough for both instances' workers to poll again (every 2 s): a second send would show now.
    await new Promise((r) => setTimeout(r, 5000));
    expect(mail.received.map((m) => m.to.join()).sort()).toEqual([...addresses, ...addresses].sort());

    const emails = await database.executeSql(
      `select status, attempts from emails where kind = 'password_reset' order by id`,
    );
    expect(emails.rows).toEqual(Array.from({ length: 6 }, () => ({ status: 'sent', attempts: 1 })));
    const jobs = await database.executeSql(
      `select state, count(*)::int as n from pgboss.job where name = 'email.send' group by state`,
    );
    expect(jobs.rows).toEqual([{ state: 'completed', n: 6 }]);
  });

  it('counts failed sign-ins in one budget across both instances', async () => {
    const wrong = { email: 'client@example.com', password: 'not-the-password' };
    // Two failures on a, one on b: LOGIN_FAILURES in all.
    for (const server of [a, a, b]) {
      expect((await api(server.url, 'POST', '/api/auth/login', { body: wrong })).status).toBe(401);
    }
    // Instance b has seen one failure itself; the budget both share is spent, so the pair is refused even with
    // the right password, on either instance.
    const right = { email: 'client@example.com', password: DEMO_PASSWORD };
    for (const server of [b, a]) {
      const res = await api(server.url, 'POST', '/api/auth/login', { body: right });
      expect(res.status).toBe(429);
      expect(isErrorShape(res.body, 'rate_limited')).toBe(true);
    }
  });
});
