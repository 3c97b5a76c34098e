import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, TEST_PASSWORD } from '../../../test/factories';
import { enrolTotp, totpAt } from '../../../test/two-step';
import { useTestApp } from '../../../test/use-test-app';
import { activity, recoveryCodes, users } from '../../db/schema';

/** Two-step sign-in (decision 044): enrolment, the second step of a sign-in, recovery codes and the step-up. */
const clock = { now: new Date('2026-11-02T01:00:00Z') };
const t = useTestApp({ clock });
beforeAll(() => {
  t.ctx.sleep = async () => {};
});
const later = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

const login = (email: string, ip = '10.40.0.1', password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const second = (payload: Record<string, unknown>, ip = '10.40.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/totp', payload, remoteAddress: ip });
const ticketOf = async (email: string, ip?: string) => {
  const res = await login(email, ip);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return res.json().mfa_token as string;
};

async function enrolled(role: 'broker' | 'planner' | 'client' = 'broker') {
  const adviser = role === 'client' ? await t.adviser() : undefined;
  const u =
    role === 'client'
      ? await t.clientOf(adviser?.id as number)
      : await t.adviser(role === 'planner' ? 'planner' : 'broker');
  const { secret, recoveryCodes: codes } = await enrolTotp(t.app, u.token, clock.now);
  later(30);
  return { ...u, secret, codes };
}

describe('setting up two-step sign-in', () => {
  it('answers a secret, its otpauth URL and a QR code; a wrong first code is refused; a right one turns it on with ten recovery codes', async () => {
    const b = await t.adviser();
    const setup = await call(t.app, b.token, { method: 'POST', url: '/api/auth/totp/setup' });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/BrokerDesk:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg/);
    // Nothing is on until a code proves the app holds the secret.
    expect((await login(b.email, '10.41.0.1')).json()).toEqual({ token: expect.any(String) });

    const wrong = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ field: 'code', message: MESSAGES.mfaCodeInvalid });

    const right = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code: totpAt(secret, clock.now) },
    });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Stored hashed only.
    const stored = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, b.userId));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.code_hash);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, b.userId));
    expect(user?.totp_secret_enc).not.toContain(secret);

    const me = await call(t.app, b.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    const again = await call(t.app, b.token, { method: 'POST', url: '/api/auth/totp/setup' });
    expect(again.statusCode).toBe(409);
    const events = await t.ctx.db.select().from(activity).where(eq(activity.actor_user_id, b.userId));
    expect(events.map((e) => e.action)).toContain('mfa_enabled');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('a right password opens no session: the ticket and a code do, once', async () => {
    const u = await enrolled();
    const ticket = await ticketOf(u.email);
    // The ticket is no bearer token.
    const asBearer = await call(t.app, ticket, { method: 'GET', url: '/api/user/detail' });
    expect(asBearer.statusCode).toBe(401);

    const wrong = await second({ mfa_token: ticket, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ field: 'code', message: MESSAGES.mfaCodeInvalid });

    const code = totpAt(u.secret, clock.now);
    const ok = await second({ mfa_token: ticket, code });
    expect(ok.statusCode).toBe(200);
    const me = await call(t.app, ok.json().token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ id: u.userId });

    // The ticket is spent, and the same code is refused with a new ticket: a code is good once.
    expect((await second({ mfa_token: ticket, code })).statusCode).toBe(401);
    const reused = await second({ mfa_token: await ticketOf(u.email), code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.field).toBe('code');
    // So is the code of the step before, once a later one was used; the next step's code works.
    later(30);
    const next = await second({ mfa_token: await ticketOf(u.email), code: totpAt(u.secret, clock.now) });
    expect(next.statusCode).toBe(200);
    const failed = await t.ctx.db.select().from(activity).where(eq(activity.actor_user_id, u.userId));
    expect(failed.filter((e) => e.action === 'login_failed').length).toBeGreaterThanOrEqual(2);
    // The factory's own sign-in before enrolment, then the two with a code.
    expect(failed.filter((e) => e.action === 'login').map((e) => e.detail)).toEqual([
      null,
      { second_step: 'code' },
      { second_step: 'code' },
    ]);
  });

  it('an expired ticket is refused', async () => {
    const u = await enrolled('planner');
    const ticket = await ticketOf(u.email);
    later(6 * 60);
    const res = await second({ mfa_token: ticket, code: totpAt(u.secret, clock.now) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ field: 'mfa_token', message: MESSAGES.mfaTicketExpired });
  });

  it('a recovery code signs in once, in any case and with or without its dash', async () => {
    const u = await enrolled('client');
    const [first, secondCode] = u.codes as [string, string];
    const ok = await second({ mfa_token: await ticketOf(u.email), recovery_code: first.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = await second({ mfa_token: await ticketOf(u.email), recovery_code: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toMatchObject({ field: 'recovery_code', message: MESSAGES.mfaRecoveryCodeInvalid });
    const other = await second({ mfa_token: await ticketOf(u.email), recovery_code: secondCode.replace('-', '') });
    expect(other.statusCode).toBe(200);
    const events = await t.ctx.db.select().from(activity).where(eq(activity.actor_user_id, u.userId));
    expect(events.filter((e) => e.action === 'mfa_recovery_code_used')).toHaveLength(2);
  });

  it('asks for exactly one of a code and a recovery code', async () => {
    const u = await enrolled();
    const ticket = await ticketOf(u.email);
    expect((await second({ mfa_token: ticket })).statusCode).toBe(400);
    expect((await second({ mfa_token: ticket, code: '123456', recovery_code: u.codes[0] })).statusCode).toBe(400);
    expect((await second({ mfa_token: ticket, code: '12345' })).statusCode).toBe(400);
  });

  it('the sign-in limit counts code attempts: ten wrong codes block the pair, even for the right code and password', async () => {
    const u = await enrolled();
    const ip = '10.42.0.1';
    const ticket = await ticketOf(u.email, ip);
    // The password's own attempt counted once; nine wrong codes reach the limit of ten.
    for (let i = 0; i < 9; i++) expect((await second({ mfa_token: ticket, code: '000000' }, ip)).statusCode).toBe(401);
    const blocked = await second({ mfa_token: ticket, code: totpAt(u.secret, clock.now) }, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await login(u.email, ip)).statusCode).toBe(429);
    // Retyping the password does not reset the count of the codes: only a full sign-in does.
    const elsewhere = '10.42.0.2';
    const t2 = await ticketOf(u.email, elsewhere);
    for (let i = 0; i < 4; i++) await second({ mfa_token: t2, code: '000000' }, elsewhere);
    await ticketOf(u.email, elsewhere);
    for (let i = 0; i < 4; i++) await second({ mfa_token: t2, code: '000000' }, elsewhere);
    expect((await second({ mfa_token: t2, code: totpAt(u.secret, clock.now) }, elsewhere)).statusCode).toBe(429);
  });
});

describe('the step-up: turning it off and changing the login email', () => {
  it('turning it off needs the password and a code; wrong ones are refused and counted', async () => {
    const u = await enrolled();
    const off = (payload: Record<string, unknown>) =>
      call(t.app, u.token, { method: 'POST', url: '/api/auth/totp/disable', payload });
    const badPassword = await off({ password: 'Wrong-pass1!', code: totpAt(u.secret, clock.now) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().error.field).toBe('password');
    const badCode = await off({ password: TEST_PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toMatchObject({ field: 'code', message: MESSAGES.mfaCodeInvalid });
    const ok = await off({ password: TEST_PASSWORD, code: u.codes[3] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MESSAGES.mfaOff);
    expect((await login(u.email, '10.43.0.1')).json()).toEqual({ token: expect.any(String) });
    expect((await off({ password: TEST_PASSWORD, code: '123456' })).statusCode).toBe(409);
    const left = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, u.userId));
    expect(left).toHaveLength(0);
  });

  it("one's own change of login email needs a code too", async () => {
    const u = await enrolled();
    const change = (body: Record<string, unknown>) =>
      call(t.app, u.token, {
        method: 'POST',
        url: '/api/user/account',
        payload: { key: 'email', userId: u.userId, value: `moved.${Date.now()}@test.example`, ...body },
      });
    const none = await change({ currentPassword: TEST_PASSWORD });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ field: 'code', message: MESSAGES.mfaCodeNeeded });
    const wrong = await change({ currentPassword: TEST_PASSWORD, code: '000000' });
    expect(wrong.json().error).toMatchObject({ field: 'code', message: MESSAGES.mfaCodeInvalid });
    const ok = await change({ currentPassword: TEST_PASSWORD, code: totpAt(u.secret, clock.now) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists one’s own open sessions, marks the current one and signs another out', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const agent = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: TEST_PASSWORD },
        headers: { 'user-agent': ua },
      });
    const phone = (await agent('Phone browser')).json().token as string;
    const laptop = (await agent('Laptop browser')).json().token as string;
    const list = await call(t.app, laptop, { method: 'GET', url: '/api/auth/sessions' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: number; user_agent: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current);
    const other = sessions.find((s) => !s.current);
    expect(current?.user_agent).toBe('Laptop browser');
    expect(other?.user_agent).toBe('Phone browser');

    const stranger = await t.adviser();
    const notTheirs = await call(t.app, stranger.token, {
      method: 'POST',
      url: `/api/auth/sessions/${other?.id}/revoke`,
    });
    expect(notTheirs.statusCode).toBe(404);

    const out = await call(t.app, laptop, { method: 'POST', url: `/api/auth/sessions/${other?.id}/revoke` });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, phone, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    expect((await call(t.app, laptop, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(200);
    const again = await call(t.app, laptop, { method: 'POST', url: `/api/auth/sessions/${other?.id}/revoke` });
    expect(again.statusCode).toBe(404);
  });
});

describe('who may call the two-step and device endpoints', () => {
  it('signed out: 401 on each signed-in one; the sign-in step refuses an unknown ticket', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/totp/setup'],
      ['POST', '/api/auth/totp/enable'],
      ['POST', '/api/auth/totp/disable'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/sessions/1/revoke'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    expect((await second({ mfa_token: 'unknown', code: '123456' })).statusCode).toBe(401);
  });

  it('each is about the caller only: an administrator, a broker and a client each turn on their own', async () => {
    for (const who of [await t.adviser(), await t.clientOf((await t.adviser()).id)]) {
      const res = await call(t.app, who.token, { method: 'POST', url: '/api/auth/totp/setup' });
      expect(res.statusCode).toBe(200);
      expect(res.json().otpauth_url).toContain(encodeURIComponent(who.email));
    }
  });
});
