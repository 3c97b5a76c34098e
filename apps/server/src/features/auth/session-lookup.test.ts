import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call, makeUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients, sessions, users } from '../../db/schema';

/*
 * Every API request resolves its bearer token. That lookup is one statement (the session with its user and the
 * adviser or client row they act through), so the client list, the hot path of bench/README.md, runs three:
 * the lookup, its page of rows with their total, and the stale-document counts of that page's clients.
 */

const clock = { now: new Date('2030-03-01T09:00:00Z') };
const statements: string[] = [];
let recording = false;
const t = useTestApp({
  clock,
  onQuery: (sql) => {
    if (recording) statements.push(sql);
  },
});

/** The statements the app ran to answer one request. */
async function statementsOf(token: string | null, url: string) {
  statements.length = 0;
  recording = true;
  try {
    const res = await call(t.app, token, { method: 'GET', url });
    return { status: res.statusCode, run: [...statements] };
  } finally {
    recording = false;
  }
}

const readsSessions = (sql: string) => /\bfrom "sessions"|\bjoin "sessions"|update "sessions"/.test(sql);

describe('resolving who asks', () => {
  it('takes one statement: a broker’s client list runs three in all', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    await makeClient(t.ctx, broker.adviserId as number);
    const token = await sessionFor(t.ctx, broker.userId);
    const { status, run } = await statementsOf(token, '/api/client/list');
    expect(status).toBe(200);
    expect(run.filter(readsSessions)).toHaveLength(1);
    expect(run).toHaveLength(3);
  });

  it('writes last_seen_at at most once a minute, and only then runs a second statement', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const token = await sessionFor(t.ctx, broker.userId);
    const lastSeen = async () =>
      (
        await t.ctx.db.select({ at: sessions.last_seen_at }).from(sessions).where(eq(sessions.user_id, broker.userId))
      )[0]?.at;
    const started = clock.now;
    try {
      clock.now = new Date(started.getTime() + 30_000);
      expect((await statementsOf(token, '/api/client/list')).run.filter(readsSessions)).toHaveLength(1);
      expect(await lastSeen()).toEqual(started);

      clock.now = new Date(started.getTime() + 61_000);
      const due = await statementsOf(token, '/api/client/list');
      expect(due.status).toBe(200);
      expect(due.run.filter(readsSessions)).toHaveLength(2);
      expect(await lastSeen()).toEqual(clock.now);

      clock.now = new Date(started.getTime() + 62_000);
      expect((await statementsOf(token, '/api/client/list')).run.filter(readsSessions)).toHaveLength(1);
    } finally {
      clock.now = started;
    }
  });

  it('refuses, in that one statement, every session that may no longer act', async () => {
    const past = new Date(clock.now.getTime() - 1000);
    const broker = await makeUser(t.ctx, 'broker');
    const goneAdviser = await makeUser(t.ctx, 'broker');
    const portal = await makeClient(t.ctx, goneAdviser.adviserId as number, { withUser: true });
    const revoked = await makeClient(t.ctx, broker.adviserId as number, { withUser: true });
    const deletedUser = await makeUser(t.ctx, 'planner');
    const ended = await makeUser(t.ctx, 'broker');
    const loggedOut = await makeUser(t.ctx, 'broker');
    const tokens = {
      brokerOfDeletedAdviser: await sessionFor(t.ctx, goneAdviser.userId),
      clientOfDeletedAdviser: await sessionFor(t.ctx, portal.userId as number),
      clientWithAccessRevoked: await sessionFor(t.ctx, revoked.userId as number),
      deletedUser: await sessionFor(t.ctx, deletedUser.userId),
      pastItsEnd: await sessionFor(t.ctx, ended.userId),
      revokedSession: await sessionFor(t.ctx, loggedOut.userId),
      unknown: 'not-a-token',
    };
    for (const [name, token] of Object.entries(tokens)) {
      if (name === 'unknown') continue;
      expect((await statementsOf(token, '/api/user/detail')).status, `${name} before`).toBe(200);
    }
    await t.ctx.db
      .update(advisers)
      .set({ deleted_at: past })
      .where(eq(advisers.id, goneAdviser.adviserId as number));
    await t.ctx.db.update(clients).set({ access_revoked_at: past }).where(eq(clients.id, revoked.clientId));
    await t.ctx.db.update(users).set({ deleted_at: past }).where(eq(users.id, deletedUser.userId));
    await t.ctx.db.update(sessions).set({ expires_at: past }).where(eq(sessions.user_id, ended.userId));
    await t.ctx.db.update(sessions).set({ revoked_at: past }).where(eq(sessions.user_id, loggedOut.userId));
    for (const [name, token] of Object.entries(tokens)) {
      const { status, run } = await statementsOf(token, '/api/user/detail');
      expect(status, name).toBe(401);
      expect(run, name).toHaveLength(1);
    }
  });
});
