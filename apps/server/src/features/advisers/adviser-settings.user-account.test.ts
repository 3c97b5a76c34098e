import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { activity, advisers } from '../../db/schema';

/** user/account, planner/user/account and planner/user/detail: the names and email of the account pages. */
const t = useTestApp({ admin: true });

const account = (token: string | null, body: Record<string, unknown>, url = '/api/user/account') =>
  call(t.app, token, { method: 'POST', url, payload: body });

describe('POST user/account', () => {
  it('saves names at once, and answers the user as user/detail does', async () => {
    const b = await t.adviser('broker');
    const first = await account(b.token, { userId: b.userId, key: 'first_name', value: '  Mia ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: b.userId, role: 'broker', first_name: 'Mia', broker_id: b.adviserId });
    expect((await account(b.token, { userId: b.userId, key: 'last_name', value: 'Kowalski' })).json().last_name).toBe(
      'Kowalski',
    );
    // The adviser detail (and the admin lists' search) follow the user.
    const detail = await call(t.app, b.token, { method: 'GET', url: `/api/broker/detail?brokerId=${b.adviserId}` });
    expect(detail.json()).toMatchObject({ first_name: 'Mia', last_name: 'Kowalski', email: b.email });
    const [row] = await t.ctx.db
      .select()
      .from(advisers)
      .where(eq(advisers.id, b.adviserId as number));
    expect(row?.sort_name).toContain('kowalski');
  });

  it('takes an email trimmed and lowercased, as a change waiting for its link (decision 016)', async () => {
    const b = await t.adviser('broker');
    const email = `Mia.K.${b.userId}@Example.COM`;
    const res = await account(b.token, {
      userId: b.userId,
      key: 'email',
      value: ` ${email} `,
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: b.email, pending_email: email.toLowerCase() });
  });

  it('refuses empty or long names, a bad email and an unknown key, keeping the stored value', async () => {
    const b = await t.adviser('broker', { first_name: 'Kept', last_name: 'Name' });
    const cases = [
      ['first_name', '   ', MESSAGES.nameRequired],
      ['last_name', '', MESSAGES.nameRequired],
      ['first_name', null, MESSAGES.nameRequired],
      ['first_name', 'x'.repeat(101), 'First name can be at most 100 characters.'],
      ['last_name', 'x'.repeat(101), 'Last name can be at most 100 characters.'],
      ['email', 'not-an-email', MESSAGES.invalidEmail],
      ['email', '', MESSAGES.invalidEmail],
      ['role', 'admin', MESSAGES.unknownSettingKey],
      ['password_hash', 'x', MESSAGES.unknownSettingKey],
    ] as const;
    for (const [key, value, message] of cases) {
      const res = await account(b.token, { userId: b.userId, key, value });
      expect(res.statusCode, `${key} ${value}`).toBe(400);
      expect(res.json().error, key).toMatchObject({
        code: 'validation',
        message,
        field: key === 'role' || key === 'password_hash' ? 'key' : key,
      });
    }
    const me = await call(t.app, b.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ first_name: 'Kept', last_name: 'Name', email: b.email, role: 'broker' });
  });

  it('an email another live account has answers as any change (nothing revealed) and changes nothing', async () => {
    const a = await t.adviser('broker');
    const b = await t.adviser('planner');
    const res = await account(a.token, {
      userId: a.userId,
      key: 'email',
      value: b.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: a.email, pending_email: b.email });
    // Saving one's own email again is no conflict.
    const same = { userId: a.userId, key: 'email', value: a.email, currentPassword: TEST_PASSWORD };
    expect((await account(a.token, same)).statusCode).toBe(200);
  });

  it('never lets a broker take an email on the administrators’ list, even through an administrator', async () => {
    // staff@example.com is an administrator's address in the harness, and no account holds it yet.
    const b = await t.adviser('broker');
    for (const [token, currentPassword] of [
      [b.token, TEST_PASSWORD],
      [t.adminToken, undefined],
    ] as const) {
      const res = await account(token, { userId: b.userId, key: 'email', value: 'staff@example.com', currentPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'email', message: MESSAGES.emailReserved });
    }
    const me = await call(t.app, b.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ email: b.email, is_admin: false, pending_email: null });
  });

  it('lets an administrator edit anyone, and records the change', async () => {
    const b = await t.adviser('broker');
    const res = await account(t.adminToken, { userId: b.userId, key: 'last_name', value: 'Fixed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.userId, last_name: 'Fixed' });
    const entries = await t.ctx.db.select().from(activity).where(eq(activity.action, 'user_account_saved'));
    const entry = entries.find((r) => (r.detail as { userId?: number } | null)?.userId === b.userId);
    expect(entry?.detail).toMatchObject({ userId: b.userId, key: 'last_name', to: 'Fixed' });
    expect(entry?.actor_user_id).not.toBe(b.userId);
  });

  it('answers 409 with the current value on a stale previous, and not for another key', async () => {
    const b = await t.adviser('broker', { first_name: 'Old' });
    expect(
      (await account(b.token, { userId: b.userId, key: 'first_name', value: 'New', previous: 'Old' })).statusCode,
    ).toBe(200);
    const stale = await account(t.adminToken, { userId: b.userId, key: 'first_name', value: 'Other', previous: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'conflict', field: 'first_name' }, current: 'New' });
    const otherKey = await account(t.adminToken, {
      userId: b.userId,
      key: 'email',
      value: `other.${b.userId}@test.example`,
      previous: b.email,
    });
    expect(otherKey.statusCode).toBe(200);
  });
});

describe('planner/user/account and planner/user/detail', () => {
  it('answer the planner user with the spec’s keys', async () => {
    const p = await t.adviser('planner', { first_name: 'Priya', last_name: 'Shah' });
    const res = await call(t.app, p.token, { method: 'GET', url: `/api/planner/user/detail?userId=${p.userId}` });
    expect(res.json()).toEqual({ id: p.userId, firstName: 'Priya', lastName: 'Shah', email: p.email });
    const saved = await account(
      p.token,
      { userId: p.userId, key: 'first_name', value: 'Pri' },
      '/api/planner/user/account',
    );
    expect(saved.json()).toMatchObject({ id: p.userId, role: 'planner', first_name: 'Pri', planner_id: p.adviserId });
  });

  it('answer 404 for a user who is not a planner, even one’s own', async () => {
    const b = await t.adviser('broker');
    const own = await account(
      b.token,
      { userId: b.userId, key: 'first_name', value: 'X' },
      '/api/planner/user/account',
    );
    expect(own.statusCode).toBe(404);
    const read = await call(t.app, b.token, { method: 'GET', url: `/api/planner/user/detail?userId=${b.userId}` });
    expect(read.statusCode).toBe(404);
  });
});
