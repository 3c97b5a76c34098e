import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdviser } from '../../src/accounts/advisers.repo';
import { insertUser } from '../../src/accounts/users.repo';
import { type Database, openDatabase } from '../../src/db/client';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { startSmtpSink } from '../smtp-sink';
import { type ServerProcess, startServer, waitUntil } from './server-process';

/**
 * Instances that start at the same moment, as after a deploy or a host's reboot (docs/decisions/025): on an empty
 * database both come up (one migrates, seeds and sets up the job queue while the other waits), and on a database
 * with ended trials the billing rounds both run at start email each adviser once.
 */
describe('two instances starting together on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `bd_together_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const made: string[] = [];
  let admin: Database;

  beforeAll(async () => {
    if (!serverUrl) {
      throw new Error(
        'These tests need a PostgreSQL server: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test (they create and drop their own databases).',
      );
    }
    admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
  });
  afterAll(async () => {
    if (!admin) return;
    for (const name of made) await admin.executeSql(`drop database if exists "${name}" with (force)`);
    await admin.close();
  });

  async function emptyDatabase(label: string): Promise<string> {
    const name = `${prefix}_${label}`;
    await admin.executeSql(`create database "${name}"`);
    made.push(name);
    return databaseUrlFor(serverUrl as string, name);
  }

  async function startBoth(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
    const results = await Promise.allSettled([startServer(env), startServer(env)]);
    const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (started.length < 2) {
      await Promise.all(started.map((s) => s.stop(5000)));
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      throw new Error(`an instance did not come up:\n${reasons.join('\n')}`);
    }
    return started as [ServerProcess, ServerProcess];
  }

  it('comes up five times out of five on an empty database, seeding the demo once', async () => {
    for (let round = 1; round <= 5; round++) {
      const url = await emptyDatabase(`cold${round}`);
      // Both are asked to seed: only the one that finds the database empty under the start-up lock does.
      const [a, b] = await startBoth({ DATABASE_URL: url, SEED_DEMO: '1' });
      const logs = a.output() + b.output();
      await Promise.all([a.stop(10_000), b.stop(10_000)]);
      expect(logs).not.toMatch(/deadlock|duplicate key|scrypt|\$2[aby]\$/);
      const database = await openDatabase({ url, poolSize: 1 });
      try {
        const users = await database.executeSql(
          `select count(*)::int as n from users where email = 'broker@example.com'`,
        );
        expect(users.rows[0]?.n, `round ${round}`).toBe(1);
      } finally {
        await database.close();
      }
    }
  }, 600_000);

  it('sends exactly one trial-ended email to each of 50 advisers when two instances restart together', async () => {
    const url = await emptyDatabase('trials');
    const mail = await startSmtpSink();
    try {
      // A first start migrates the empty database; then the advisers' trials end while no instance runs.
      const first = await startServer({ DATABASE_URL: url, SEED_DEMO: '0', SMTP_URL: mail.smtpUrl });
      await first.stop(10_000);
      const database = await openDatabase({ url, poolSize: 2 });
      const expected: string[] = [];
      try {
        for (let i = 1; i <= 50; i++) {
          const email = `ended${i}@trial.example`;
          const user = await insertUser(database.db, {
            email,
            role: 'broker',
            first_name: `Adviser${i}`,
            last_name: 'Ended',
            password_hash: 'not-a-usable-hash',
            email_verified_at: new Date(),
          });
          await insertAdviser(database.db, { user_id: user.id, kind: 'broker', trial_end_date: '2026-01-15' });
          expected.push(email);
        }
      } finally {
        await database.close();
      }

      const [a, b] = await startBoth({ DATABASE_URL: url, SEED_DEMO: '0', SMTP_URL: mail.smtpUrl });
      try {
        const trialEnded = () => mail.received.filter((m) => m.raw.includes('trial has ended'));
        await waitUntil('50 trial-ended emails', () => trialEnded().length >= 50, 60_000);
        // Long enough for both instances' workers to poll again: a second email would arrive now.
        await new Promise((r) => setTimeout(r, 5000));
        const recipients = trialEnded().flatMap((m) => m.to);
        expect(recipients).toHaveLength(50);
        expect([...recipients].sort()).toEqual([...expected].sort());
      } finally {
        await Promise.all([a.stop(10_000), b.stop(10_000)]);
      }
    } finally {
      await mail.close();
    }
  }, 300_000);
});
