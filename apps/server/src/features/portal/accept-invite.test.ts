import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { clients } from '../../db/schema';
import { inviteTokenIn } from './invite-test-helpers';

const NEW_PASSWORD = 'Fresh-pass2?';
const clock = { now: new Date('2030-05-01T00:00:00Z') };
const t = useTestApp({ clock });
let adviserId: number;
let brokerEmail: string;
beforeAll(async () => {
  const broker = await makeUser(t.ctx, 'broker');
  adviserId = broker.adviserId as number;
  brokerEmail = broker.email;
});

const ALL = 'profile,requirement,asset,liability,expense,risk-profile,document,submit';
const accept = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const access = async (id: number) => (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0]?.access;

/** A client invited by the broker; answers the client and the link's token from the stored email. */
async function invited(pages = ALL) {
  const made = await makeClient(t.ctx, adviserId);
  const brokerToken = await signIn(t.app, brokerEmail);
  const res = await call(t.app, brokerToken, {
    method: 'POST',
    url: '/api/client/invite',
    payload: { clientId: made.clientId, pages },
  });
  expect(res.statusCode).toBe(200);
  const mail = await t.database.executeSql('select text_body from emails where client_id = $1 order by id desc', [
    made.clientId,
  ]);
  return { ...made, brokerToken, token: inviteTokenIn(t.config.publicUrl, String(mail.rows[0]?.text_body)) };
}

describe('POST /api/auth/accept-invite', () => {
  it('sets the password, signs the client in to their own client only, and makes access active', async () => {
    const c = await invited('profile,submit');
    const res = await accept(c.token);
    expect(res.statusCode).toBe(200);
    const session = res.json().token as string;
    const me = await call(t.app, session, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ role: 'client', client_id: c.clientId, email: c.email });
    expect(await access(c.clientId)).toBe('active');
    const detail = await call(t.app, session, { method: 'GET', url: `/api/client/detail?clientId=${c.clientId}` });
    expect(detail.json()).toMatchObject({ id: c.clientId, access: 'active', submit: { pages: 'profile,submit' } });
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
    const activity = await call(t.app, c.brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${c.clientId}`,
    });
    // Sign-ins are on the client's timeline too.
    expect(activity.json().activity).toMatchObject([
      { action: 'login', actor: { role: 'client' } },
      { action: 'invite_accepted', actor: { role: 'client' } },
      { action: 'client_invited', actor: { role: 'broker' } },
    ]);
  });

  it('works once', async () => {
    const c = await invited();
    expect((await accept(c.token)).statusCode).toBe(200);
    const again = await accept(c.token, 'Other-pass3!');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ field: 'token', message: MESSAGES.inviteLinkInvalid });
    expect((await login(c.email, 'Other-pass3!')).statusCode).toBe(401);
  });

  it('refuses a weak password without using up the link', async () => {
    const c = await invited();
    const weak = await accept(c.token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ field: 'password', message: MESSAGES.passwordPolicy });
    expect((await accept(c.token)).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const c = await invited();
    clock.now = new Date(clock.now.getTime() + t.config.inviteTokenMs + 60_000);
    try {
      const res = await accept(c.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.inviteLinkInvalid);
      expect(await access(c.clientId)).toBe('invited');
    } finally {
      clock.now = new Date('2030-05-01T00:00:00Z');
    }
    expect((await accept('x'.repeat(43))).statusCode).toBe(400);
  });
});

const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/check-invite', payload: { token } });

describe('POST /api/auth/check-invite', () => {
  it('answers ready with the adviser’s public branding, and does not use the link', async () => {
    const c = await invited();
    const res = await check(c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'ready', adviser: { header_background: expect.any(String) } });
    // Only what the invitation email showed: no email address or phone numbers of the adviser.
    expect(Object.keys(res.json().adviser).sort()).toEqual(
      ['company', 'first_name', 'header_background', 'header_text', 'last_name', 'logo_url'].sort(),
    );
    expect((await check(c.token)).json().state).toBe('ready');
    expect((await accept(c.token)).statusCode).toBe(200);
  });

  it('answers used once the client chose a password, so the page offers Sign in', async () => {
    const c = await invited();
    await accept(c.token);
    expect((await check(c.token)).json()).toMatchObject({ state: 'used', adviser: { company: expect.any(String) } });
  });

  it('answers invalid, with no adviser, for an unknown, expired, replaced or revoked link', async () => {
    expect((await check('x'.repeat(43))).json()).toEqual({ state: 'invalid', adviser: null });
    const expired = await invited();
    clock.now = new Date(clock.now.getTime() + t.config.inviteTokenMs + 60_000);
    try {
      expect((await check(expired.token)).json()).toEqual({ state: 'invalid', adviser: null });
    } finally {
      clock.now = new Date('2030-05-01T00:00:00Z');
    }
    // A second invitation replaces the first link before any password was chosen: the old one is not "used".
    const replaced = await invited();
    await call(t.app, replaced.brokerToken, {
      method: 'POST',
      url: '/api/client/invite',
      payload: { clientId: replaced.clientId, pages: ALL },
    });
    expect((await check(replaced.token)).json()).toEqual({ state: 'invalid', adviser: null });
    const revoked = await invited();
    await accept(revoked.token);
    await call(t.app, revoked.brokerToken, {
      method: 'POST',
      url: '/api/client/revoke-access',
      payload: { clientId: revoked.clientId },
    });
    expect((await check(revoked.token)).json()).toEqual({ state: 'invalid', adviser: null });
  });

  it('refuses a body that is not a token', async () => {
    expect((await check('short')).statusCode).toBe(400);
  });
});

describe('POST /api/client/revoke-access', () => {
  it('ends the sessions, voids the links and refuses sign-in and password resets until re-invited', async () => {
    const c = await invited();
    const session = (await accept(c.token)).json().token as string;
    const other = await invited();

    const res = await call(t.app, c.brokerToken, {
      method: 'POST',
      url: '/api/client/revoke-access',
      payload: { clientId: c.clientId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().client.access).toBe('none');
    expect((await call(t.app, session, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const resets = await t.database.executeSql(
      `select id from emails where kind = 'password_reset' and to_address = $1`,
      [c.email],
    );
    expect(resets.rows).toHaveLength(0);

    // A pending link of a revoked client is void too.
    await call(t.app, c.brokerToken, {
      method: 'POST',
      url: '/api/client/revoke-access',
      payload: { clientId: other.clientId },
    });
    expect((await accept(other.token)).statusCode).toBe(400);

    // A new invitation restores access with the password they chose.
    const again = await call(t.app, c.brokerToken, {
      method: 'POST',
      url: '/api/client/invite',
      payload: { clientId: c.clientId, pages: ALL },
    });
    expect(again.json().client.access).toBe('active');
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is the adviser’s: the client gets 403', async () => {
    const c = await invited();
    const session = (await accept(c.token)).json().token as string;
    const res = await call(t.app, session, {
      method: 'POST',
      url: '/api/client/revoke-access',
      payload: { clientId: c.clientId },
    });
    expect(res.statusCode).toBe(403);
    expect(await access(c.clientId)).toBe('active');
  });
});
