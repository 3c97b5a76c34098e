import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAD_MIN_FILL_MS } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { api, launchServer, type ServerProcess, startServer } from './server-process';

/**
 * One secrets key for every instance (decision 031): two instances on one PostgreSQL database, each with its own
 * DATA_DIR as on two machines, share SECRETS_KEY, so a lead form handed out by one is accepted by the other; an
 * instance with another key, or none, is refused at start with a message naming the variable.
 */
const KEY = Buffer.alloc(32, 41).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 42).toString('base64');

describe('the secrets key across instances', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `bd_keys_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dirs: string[] = [];
  let admin: Database;
  let url: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-keys-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    if (!serverUrl) throw new Error('set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
    admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    await admin.executeSql(`create database "${name}"`);
    url = databaseUrlFor(serverUrl, name);
    a = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir(), SECRETS_KEY: KEY, SEED_DEMO: '1' });
    b = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir(), SECRETS_KEY: KEY, SEED_DEMO: '0' });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(5000), b?.stop(5000)]);
    if (admin) {
      await admin.executeSql(`drop database if exists "${name}" with (force)`);
      await admin.close();
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on B the lead form loaded from A', async () => {
    const database = await openDatabase({ url, poolSize: 1 });
    const found = await database.executeSql(
      `select a.id from advisers a join users u on u.id = a.user_id where u.email = 'broker@example.com'`,
    );
    await database.close();
    const brokerId = Number(found.rows[0]?.id);
    const page = await api(a.url, 'GET', `/api/lead-capture/${brokerId}`);
    expect(page.status).toBe(200);
    // A person takes a few seconds to fill the form in (the token refuses anything quicker).
    await new Promise((r) => setTimeout(r, LEAD_MIN_FILL_MS + 500));
    const sent = await api(b.url, 'POST', `/api/lead-capture/${brokerId}`, {
      body: {
        primary_reason: 'first-home',
        first_name: 'Pat',
        last_name: 'Prospect',
        email: 'pat.prospect@example.com',
        phone_mobile: '0400 111 222',
        state_id: 2,
        loan_amount_range: '500k-750k',
        timeframe: 'within_3_months',
        best_time_to_call: 'morning',
        consent: true,
        form_token: (page.body as { form_token: string }).form_token,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });

  it('refuses to start an instance with another key, naming the variable', async () => {
    const c = await launchServer({ DATABASE_URL: url, DATA_DIR: dataDir(), SECRETS_KEY: OTHER_KEY, SEED_DEMO: '0' });
    expect(await c.exited, c.output()).toEqual({ code: 1, signal: null });
    expect(c.output()).toContain("SECRETS_KEY: this database's secrets were made with another key (fingerprint ");
    expect(c.output()).toContain('"level":60');
    expect(c.output()).not.toContain(OTHER_KEY);
  });

  it('refuses a production start on PostgreSQL without a key, PUBLIC_URL and MAIL_FROM, saying which and why', async () => {
    const d = await launchServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir(),
      SECRETS_KEY: '',
      PUBLIC_URL: '',
      MAIL_FROM: '',
      SEED_DEMO: '0',
    });
    expect(await d.exited, d.output()).toEqual({ code: 1, signal: null });
    const output = d.output();
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('PUBLIC_URL: unset, so links in emails');
    expect(output).toContain('MAIL_FROM: unset, so emails come from');
    expect(output).toContain('SECRETS_KEY or SECRETS_KEY_FILE: unset, so each instance would make its own key');
  });
});
