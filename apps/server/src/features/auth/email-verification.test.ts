import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { emailsTo, linkTokenIn } from '../../../test/emails';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { requireAccess, requireVerifiedEmail } from '../../access';
import type { Actor } from '../../context';
import { advisers, users } from '../../db/schema';
import { RESENDS_PER_HOUR } from './email-verification.routes';

/** Sign-up and verified login emails (decision 016). */
const clock = { now: new Date() };
const t = useTestApp({ clock, env: { PUBLIC_URL: 'https://app.example', EMAIL_TOKEN_HOURS: '48' } });

let seq = 0;
const signUp = (email = `new${++seq}.${Date.now()}@test.example`, type: 'broker' | 'planner' = 'broker') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { first_name: 'Ava', last_name: 'New', email, password: 'Sign-up1!', type },
  });
const verify = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const me = async (token: string) => (await call(t.app, token, { method: 'GET', url: '/api/user/detail' })).json();
const resend = (token: string) => call(t.app, token, { method: 'POST', url: '/api/auth/resend-verification' });

async function newAdviser(type: 'broker' | 'planner' = 'broker') {
  const email = `adviser${++seq}.${Date.now()}@test.example`;
  const res = await signUp(email, type);
  expect(res.statusCode).toBe(201);
  const token = res.json().token as string;
  const [mail] = await emailsTo(t, email);
  return { email, token, me: await me(token), link: linkTokenIn(t, 'verify-email', mail?.text_body) };
}

describe('sign-up', () => {
  it('refuses an address in ADMIN_EMAILS on the email field and creates nothing', async () => {
    for (const email of ['staff@example.com', ' Admin@Example.COM ']) {
      const res = await signUp(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', field: 'email', message: MESSAGES.emailReserved });
    }
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    expect(rows).toHaveLength(0);
    expect(await emailsTo(t, 'staff@example.com')).toHaveLength(0);
    expect(await t.ctx.db.select().from(advisers)).toHaveLength(0);
  });

  it('signs the new adviser in unverified and emails them a single-use link', async () => {
    const { email, me: user } = await newAdviser('planner');
    expect(user).toMatchObject({ role: 'planner', is_admin: false, email_verified: false, pending_email: null });
    const [mail] = await emailsTo(t, email);
    expect(mail).toMatchObject({ kind: 'email_verify', subject: 'Confirm your BrokerDesk email address' });
    expect(mail?.text_body).toContain('https://app.example/verify-email/');
    expect(mail?.text_body).toContain('within 48 hours');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the address once; the same link again, an unknown one or a malformed body answer 400', async () => {
    const a = await newAdviser();
    const res = await verify(a.link);
    expect(res.statusCode).toBe(200);
    // The page wears the adviser's own header: their public branding comes with the answer.
    expect(res.json()).toEqual({
      message: MESSAGES.emailVerified,
      adviser: {
        first_name: 'Ava',
        last_name: 'New',
        company: expect.any(String),
        header_background: expect.any(String),
        header_text: expect.any(Number),
        logo_url: null,
      },
    });
    expect(await me(a.token)).toMatchObject({ email_verified: true });
    for (const token of [a.link, 'no-such-token']) {
      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({
        code: 'validation',
        field: 'token',
        message: MESSAGES.emailLinkInvalid,
      });
    }
    expect((await verify('')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const a = await newAdviser();
    clock.now = new Date(clock.now.getTime() + 49 * 3_600_000);
    try {
      const res = await verify(a.link);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.emailLinkInvalid);
    } finally {
      clock.now = new Date();
    }
    expect(await me(a.token)).toMatchObject({ email_verified: false });
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link that replaces the old one, and says when none is needed', async () => {
    const a = await newAdviser();
    const res = await resend(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.verificationSent });
    const mails = await emailsTo(t, a.email);
    expect(mails).toHaveLength(2);
    const fresh = linkTokenIn(t, 'verify-email', mails[1]?.text_body);
    expect((await verify(a.link)).statusCode).toBe(400);
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await resend(a.token)).json()).toEqual({ message: MESSAGES.emailAlreadyVerified });
    expect(await emailsTo(t, a.email)).toHaveLength(2);
  });

  it('needs a sign-in and is limited per user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
    const a = await newAdviser();
    for (let i = 0; i < RESENDS_PER_HOUR; i++) expect((await resend(a.token)).statusCode).toBe(200);
    const over = await resend(a.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    // Another user's budget is their own.
    expect((await resend((await newAdviser()).token)).statusCode).toBe(200);
  });
});

describe('what an unverified adviser may do', () => {
  it('fills settings, but cannot invite a client until the address is verified', async () => {
    const a = await newAdviser();
    const saved = await call(t.app, a.token, {
      method: 'POST',
      url: '/api/broker/save',
      payload: { brokerId: a.me.broker_id, key: 'company', value: 'New Loans' },
    });
    expect(saved.statusCode).toBe(200);
    const { clientId } = await makeClient(t.ctx, a.me.broker_id, {
      first_name: 'Cleo',
      email: `cleo${seq}@test.example`,
    });
    const invite = () =>
      call(t.app, a.token, { method: 'POST', url: '/api/client/invite', payload: { clientId, pages: 'profile' } });
    const refused = await invite();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.verifyEmailToInvite });
    expect(await emailsTo(t, `cleo${seq}@test.example`)).toHaveLength(0);
    expect((await verify(a.link)).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
  });

  it('cannot pay until verified (the check the payment routes call)', async () => {
    expect(() => requireVerifiedEmail({ email_verified_at: null }, 'pay')).toThrow(MESSAGES.verifyEmailToPay);
    expect(() => requireVerifiedEmail({ email_verified_at: new Date() }, 'pay')).not.toThrow();
    const a = await newAdviser();
    const self: Actor = {
      userId: a.me.id,
      sessionId: 0,
      role: 'broker',
      isAdmin: false,
      email: a.email,
      adviserId: a.me.broker_id,
      clientId: null,
    };
    // As billing does: the adviser's gate loads the payer, whose login email must be verified.
    const pay = async () =>
      requireVerifiedEmail(await requireAccess(t.ctx, self, { kind: 'adviser', id: a.me.broker_id }, 'read'), 'pay');
    await expect(pay()).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.verifyEmailToPay,
    });
    expect((await verify(a.link)).statusCode).toBe(200);
    await expect(pay()).resolves.toBeUndefined();
  });

  it('an invited client who accepts counts as verified', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, broker.email);
    const email = `invited${++seq}@test.example`;
    const { clientId } = await makeClient(t.ctx, broker.adviserId as number, { first_name: 'Ivy', email });
    expect(
      (await call(t.app, token, { method: 'POST', url: '/api/client/invite', payload: { clientId, pages: 'profile' } }))
        .statusCode,
    ).toBe(200);
    const [mail] = await emailsTo(t, email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token: linkTokenIn(t, 'accept-invite', mail?.text_body), password: 'Client-pass1!' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await me(accepted.json().token)).toMatchObject({ role: 'client', email_verified: true });
  });
});
