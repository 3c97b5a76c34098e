import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, users } from '../../db/schema';

const clock = { now: new Date() };
const t = useTestApp({ clock, env: { SESSION_ROTATE_MINUTES: '60' } });

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('answers a token for the right password, with the email trimmed and lowercased', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const res = await login(`  ${u.email.toUpperCase()} `, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('gives the same 401, on neither field, for a wrong password and for an unknown email', async () => {
    const u = await makeUser(t.ctx, 'broker');
    for (const res of [await login(u.email, 'Wrong-pass1!'), await login('nobody@test.example', TEST_PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: MESSAGES.authFailed });
      // A form-level message: it names neither the email nor the password.
      expect(res.json().error.field).toBeUndefined();
    }
  });

  it('rejects an invalid email and an empty password with the spec messages', async () => {
    const bad = await login('not-an-email', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ message: MESSAGES.invalidEmail, field: 'email' });
    const empty = await login('a@b.com', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ message: MESSAGES.invalidPassword, field: 'password' });
  });

  // Failed sign-ins, their blocks, slow-down and alert: sign-in-throttle.test.ts.

  it('refuses a deleted user and records the refusal', async () => {
    const u = await makeUser(t.ctx, 'broker');
    await t.ctx.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, u.userId));
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
    const rows = await t.database.executeSql(
      `select count(*)::int as n from activity where action = 'login_failed' and detail->>'email' = $1`,
      [u.email],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('refuses the clients of a deleted adviser', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const client = await makeUser(t.ctx, 'client', { adviserId: broker.adviserId! });
    expect((await login(client.email, TEST_PASSWORD)).statusCode).toBe(200);
    await t.ctx.db.update(advisers).set({ deleted_at: new Date() }).where(eq(advisers.id, broker.adviserId!));
    expect((await login(client.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(broker.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('per-IP limit on unauthenticated auth endpoints', () => {
  it('answers 429 in the error shape once an IP exceeds its allowance', async () => {
    const small = await createTestApp({
      env: { RATE_LIMIT_AUTH_PER_IP: '2', RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '1' },
    });
    try {
      const hit = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'x@y.com' },
          remoteAddress: '10.9.9.9',
        });
      expect((await hit()).statusCode).toBe(200);
      expect((await hit()).statusCode).toBe(200);
      const third = await hit();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.tooManyAttempts });
      const reg = (email: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.9.9.8',
          payload: { first_name: 'A', last_name: 'B', email, password: TEST_PASSWORD, type: 'broker' },
        });
      expect((await reg('one@signup.example')).statusCode).toBe(201);
      expect((await reg('two@signup.example')).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});

describe('per-email limit on reset emails', () => {
  it('answers 429 once an address has asked for too many reset emails, known or not', async () => {
    const small = await createTestApp({ env: { RATE_LIMIT_RESET_EMAILS_PER_EMAIL: '2' } });
    try {
      const u = await makeUser(small.ctx, 'broker');
      const ask = (email: string, ip: string) =>
        small.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
      for (const email of [u.email, 'nobody@nowhere.example']) {
        expect((await ask(email, '10.3.0.1')).statusCode).toBe(200);
        expect((await ask(email.toUpperCase(), '10.3.0.2')).statusCode).toBe(200);
        const third = await ask(email, '10.3.0.3');
        expect(third.statusCode).toBe(429);
        expect(third.json().error.code).toBe('rate_limited');
      }
      await small.ctx.jobs.drain('email.send');
      const sent = await small.database.executeSql('select count(*)::int as n from emails where to_address = $1', [
        u.email,
      ]);
      expect(sent.rows[0]?.n).toBe(2);
    } finally {
      await small.close();
    }
  });
});

describe('sessions', () => {
  it('validate-token answers valid, then a replacement once rotation is due; the old token lasts a short grace', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, u.email);
    const first = await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ valid: true });

    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    const rotated = await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' });
    expect(rotated.statusCode).toBe(200);
    const replacement = rotated.json().token as string;
    expect(replacement).toBeTruthy();
    expect(replacement).not.toBe(token);
    // A second tab still holding the old token is not rotated again.
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' })).json()).toEqual({
      valid: true,
    });

    clock.now = new Date(clock.now.getTime() + 3 * 60_000);
    expect((await call(t.app, token, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    expect((await call(t.app, replacement, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(200);
  });

  it('answers 401 for a missing, unknown or idle token', async () => {
    expect((await call(t.app, null, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
    const unknown = await call(t.app, 'nope', { method: 'GET', url: '/api/auth/validate-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('unauthenticated');

    const u = await makeUser(t.ctx, 'planner');
    const token = await signIn(t.app, u.email);
    clock.now = new Date(clock.now.getTime() + t.config.session.idleMs + 60_000);
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
  });

  it('ends at the absolute lifetime even when used all along', async () => {
    const u = await makeUser(t.ctx, 'broker');
    let token = await signIn(t.app, u.email);
    const end = clock.now.getTime() + t.config.session.maxMs;
    while (clock.now.getTime() < end) {
      clock.now = new Date(Math.min(end + 1000, clock.now.getTime() + t.config.session.idleMs / 2));
      const res = await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' });
      if (clock.now.getTime() >= end) {
        expect(res.statusCode).toBe(401);
        return;
      }
      expect(res.statusCode).toBe(200);
      token = res.json().token ?? token;
    }
    throw new Error('the loop should have passed the absolute end');
  });

  it('logout revokes the token', async () => {
    const u = await makeUser(t.ctx, 'client');
    const token = await signIn(t.app, u.email);
    const out = await call(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
  });

  it('deleting the user ends their sessions', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, u.email);
    await t.ctx.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, u.userId));
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const payload = (over: Record<string, unknown> = {}) => ({
    first_name: 'Ava',
    last_name: 'Singh',
    email: `ava.${Math.random().toString(36).slice(2)}@test.example`,
    password: TEST_PASSWORD,
    type: 'broker',
    ...over,
  });

  it('creates a broker with a trial and signs them in (201)', async () => {
    const body = payload({ source: 'Podcast' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const token = res.json().token;
    const me = (await call(t.app, token, { method: 'GET', url: '/api/user/detail' })).json();
    expect(me).toMatchObject({
      role: 'broker',
      email: body.email,
      first_name: 'Ava',
      is_admin: false,
      planner_id: null,
    });
    const [adviser] = await t.ctx.db.select().from(advisers).where(eq(advisers.id, me.broker_id));
    const expectedEnd = new Date(clock.now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(adviser).toMatchObject({
      kind: 'broker',
      trial_end_date: expectedEnd,
      source: 'Podcast',
      referrer_adviser_id: null,
    });
    expect(adviser?.registered_at).toBeInstanceOf(Date);
  });

  it('records the referring adviser when the referrer code matches', async () => {
    const referrer = await makeUser(t.ctx, 'broker');
    const [row] = await t.ctx.db.select().from(advisers).where(eq(advisers.id, referrer.adviserId!));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload({ type: 'planner', referrer_code: row!.referral_code.toLowerCase() }),
    });
    expect(res.statusCode).toBe(201);
    const me = (await call(t.app, res.json().token, { method: 'GET', url: '/api/user/detail' })).json();
    expect(me.planner_id).toBeGreaterThan(0);
    const [created] = await t.ctx.db.select().from(advisers).where(eq(advisers.id, me.planner_id));
    expect(created?.referrer_adviser_id).toBe(referrer.adviserId);
  });

  it('answers 409 on the email field for a taken email, whatever its case', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload({ email: u.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', field: 'email', message: MESSAGES.emailTaken });
  });

  it('refuses a weak password, a missing name and an unknown type', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload({ password: 'password1' }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ field: 'password', message: MESSAGES.passwordPolicy });
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload({ first_name: ' ' }),
    });
    expect(noName.json().error).toMatchObject({ field: 'first_name', message: MESSAGES.nameRequired });
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload({ type: 'client' }),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.field).toBe('type');
  });
});
