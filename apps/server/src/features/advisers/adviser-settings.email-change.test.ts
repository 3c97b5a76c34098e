import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailsTo, linkTokenIn } from '../../../test/emails';
import { call, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, users } from '../../db/schema';

/** A change of login email through user/account (decision 016): a password, a link to the new address, a notice. */
const t = useTestApp({ admin: true });

let seq = 0;
const fresh = (name: string) => `${name}${++seq}.${Date.now()}@test.example`;
const changeEmail = (token: string, body: Record<string, unknown>, url = '/api/user/account') =>
  call(t.app, token, { method: 'POST', url, payload: { key: 'email', ...body } });
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const storedEmail = async (userId: number) =>
  (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.email;
const changeLinkTo = async (address: string) => {
  const mails = await emailsTo(t, address);
  return linkTokenIn(t, 'verify-email', mails.at(-1)?.text_body);
};

describe('changing one’s own login email', () => {
  it('needs the current password: missing or wrong answers 400 on currentPassword and changes nothing', async () => {
    const b = await t.adviser();
    const next = fresh('next');
    for (const [currentPassword, message] of [
      [undefined, MESSAGES.currentPasswordRequired],
      ['', MESSAGES.currentPasswordRequired],
      ['Wrong-pass1!', MESSAGES.incorrectPassword],
    ] as const) {
      const res = await changeEmail(b.token, { userId: b.userId, value: next, currentPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', field: 'currentPassword', message });
    }
    expect(await storedEmail(b.userId)).toBe(b.email);
    expect(await emailsTo(t, next)).toHaveLength(0);
    expect(await emailsTo(t, b.email)).toHaveLength(0);
  });

  it('takes effect only when the link sent to the new address is followed; the old address gets a notice', async () => {
    const b = await t.adviser('planner');
    const next = fresh('Moved');
    const res = await changeEmail(
      b.token,
      { userId: b.userId, value: ` ${next} `, currentPassword: TEST_PASSWORD },
      '/api/planner/user/account',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.userId, email: b.email, pending_email: next.toLowerCase() });
    // Until the link is followed, the old address is the login and the new one is nobody's.
    expect(await storedEmail(b.userId)).toBe(b.email);
    await signIn(t.app, b.email);
    const [notice] = await emailsTo(t, b.email);
    expect(notice).toMatchObject({ kind: 'email_change_notice' });
    expect(notice?.text_body).toContain(next.toLowerCase());
    const [linkMail] = await emailsTo(t, next.toLowerCase());
    expect(linkMail).toMatchObject({ kind: 'email_change', subject: 'Confirm your new BrokerDesk login email' });

    const followed = await verify(await changeLinkTo(next.toLowerCase()));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({
      message: MESSAGES.emailChanged,
      adviser: { header_text: expect.any(Number) },
    });
    expect(await storedEmail(b.userId)).toBe(next.toLowerCase());
    const me = (await call(t.app, b.token, { method: 'GET', url: '/api/user/detail' })).json();
    expect(me).toMatchObject({ email: next.toLowerCase(), email_verified: true, pending_email: null });
    // The admin lists sort and search by the new address.
    const [row] = await t.ctx.db
      .select()
      .from(advisers)
      .where(eq(advisers.id, b.adviserId as number));
    expect(row?.sort_email).toBe(next.toLowerCase());
    await signIn(t.app, next.toLowerCase());
    expect((await verify(await changeLinkTo(next.toLowerCase()))).statusCode).toBe(400);
  });

  it('a newer request replaces the waiting one, and asking for the current address cancels it', async () => {
    const b = await t.adviser();
    const first = fresh('first');
    const second = fresh('second');
    for (const value of [first, second]) {
      expect((await changeEmail(b.token, { userId: b.userId, value, currentPassword: TEST_PASSWORD })).statusCode).toBe(
        200,
      );
    }
    expect((await verify(await changeLinkTo(first))).statusCode).toBe(400);
    const cancelled = await changeEmail(b.token, { userId: b.userId, value: b.email, currentPassword: TEST_PASSWORD });
    expect(cancelled.json()).toMatchObject({ email: b.email, pending_email: null });
    expect((await verify(await changeLinkTo(second))).statusCode).toBe(400);
    expect(await storedEmail(b.userId)).toBe(b.email);
  });

  it('answers 409 when the new address was taken meanwhile, and the link still works once it is free', async () => {
    const b = await t.adviser();
    const wanted = fresh('wanted');
    await changeEmail(b.token, { userId: b.userId, value: wanted, currentPassword: TEST_PASSWORD });
    const link = await changeLinkTo(wanted);
    const other = await makeUser(t.ctx, 'planner', { email: wanted });
    const res = await verify(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', field: 'email', message: MESSAGES.emailTaken });
    expect(await storedEmail(b.userId)).toBe(b.email);
    await t.ctx.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, other.userId));
    expect((await verify(link)).statusCode).toBe(200);
    expect(await storedEmail(b.userId)).toBe(wanted);
  });

  it('answers the same whether or not the new address has an account: its owner is emailed instead of a link', async () => {
    const a = await t.adviser();
    const b = await t.adviser('planner');
    const c = await t.adviser();
    const free = fresh('free');
    const taken = await changeEmail(a.token, { userId: a.userId, value: b.email, currentPassword: TEST_PASSWORD });
    const untaken = await changeEmail(c.token, { userId: c.userId, value: free, currentPassword: TEST_PASSWORD });
    expect([taken.statusCode, untaken.statusCode]).toEqual([200, 200]);
    expect(taken.json()).toMatchObject({ email: a.email, pending_email: b.email });
    expect(untaken.json()).toMatchObject({ email: c.email, pending_email: free });
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(untaken.json()).sort());
    // The old address hears of it as of any change; the taken address's owner gets no link, only word of it.
    expect((await emailsTo(t, a.email)).map((m) => m.kind)).toEqual(['email_change_notice']);
    const toOwner = await emailsTo(t, b.email);
    expect(toOwner.map((m) => m.kind)).toEqual(['email_in_use']);
    expect(toOwner[0]?.text_body).toContain('already has its own account, so nothing changed');
    expect(toOwner[0]?.text_body).not.toContain('/verify-email/');
    expect([await storedEmail(a.userId), await storedEmail(b.userId)]).toEqual([a.email, b.email]);
    await signIn(t.app, b.email);
  });

  it('refuses an address kept for administrators (400)', async () => {
    const a = await t.adviser();
    const reserved = await changeEmail(a.token, {
      userId: a.userId,
      value: 'staff@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error).toMatchObject({ field: 'email', message: MESSAGES.emailReserved });
    expect(await emailsTo(t, 'staff@example.com')).toHaveLength(0);
  });
});

describe('an administrator changing someone else’s login email', () => {
  it('needs no password, and the change still waits for the link', async () => {
    const b = await t.adviser();
    const next = fresh('byadmin');
    const res = await changeEmail(t.adminToken, { userId: b.userId, value: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: b.email, pending_email: next });
    expect(await storedEmail(b.userId)).toBe(b.email);
    expect(await emailsTo(t, b.email)).toHaveLength(1);
    expect((await verify(await changeLinkTo(next))).statusCode).toBe(200);
    expect(await storedEmail(b.userId)).toBe(next);
  });
});
