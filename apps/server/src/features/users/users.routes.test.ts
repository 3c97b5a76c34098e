import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type MadeUser, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const NEW_PASSWORD = 'Next-pass9#';

const t = useTestApp();
let admin: MadeUser;
let adminToken: string;
beforeAll(async () => {
  admin = await makeUser(t.ctx, 'admin', {
    email: 'staff@example.com',
    first_name: 'Sam',
    last_name: 'Staff',
  });
  adminToken = await signIn(t.app, admin.email);
});

const detail = (token: string | null, userId?: number) =>
  call(t.app, token, {
    method: 'GET',
    url: `/api/user/detail${userId === undefined ? '' : `?userId=${userId}`}`,
  });
const changePassword = (token: string, body: Record<string, unknown>, url = '/api/user/password') =>
  call(t.app, token, { method: 'POST', url, payload: body });
const canLogin = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    })
  ).statusCode === 200;

describe('GET /api/user/detail', () => {
  it('answers the signed-in broker without userId, with the documented fields', async () => {
    const u = await makeUser(t.ctx, 'broker', {
      first_name: 'Bea',
      last_name: 'Broker',
    });
    const res = await detail(await signIn(t.app, u.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.userId,
      role: 'broker',
      is_admin: false,
      first_name: 'Bea',
      last_name: 'Broker',
      email: u.email,
      broker_id: u.adviserId,
      planner_id: null,
      client_id: null,
      free_version_notice: false,
    });
  });

  it('fills planner_id for a planner and client_id for a client', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    expect((await detail(await signIn(t.app, planner.email))).json()).toMatchObject({
      id: planner.userId,
      role: 'planner',
      broker_id: null,
      planner_id: planner.adviserId,
      client_id: null,
    });
    const client = await makeUser(t.ctx, 'client');
    expect((await detail(await signIn(t.app, client.email), client.userId)).json()).toMatchObject({
      id: client.userId,
      role: 'client',
      broker_id: null,
      planner_id: null,
      client_id: client.clientId,
    });
  });

  it('sets is_admin from the admin role with an email in ADMIN_EMAILS, not from either alone', async () => {
    expect((await detail(adminToken)).json()).toMatchObject({
      id: admin.userId,
      role: 'admin',
      is_admin: true,
    });
    const unlisted = await makeUser(t.ctx, 'admin');
    const token = await signIn(t.app, unlisted.email);
    expect((await detail(token)).json()).toMatchObject({
      role: 'admin',
      is_admin: false,
    });
    // Without the listed email, an 'admin' role grants nothing.
    const broker = await makeUser(t.ctx, 'broker');
    expect((await detail(token, broker.userId)).statusCode).toBe(404);
  });

  it("answers 404 for another user's id, to a broker and to a client", async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const client = await makeUser(t.ctx, 'client', {
      adviserId: broker.adviserId ?? undefined,
    });
    const other = await makeUser(t.ctx, 'planner');
    for (const [token, target] of [
      [await signIn(t.app, broker.email), client.userId],
      [await signIn(t.app, broker.email), other.userId],
      [await signIn(t.app, client.email), broker.userId],
    ] as const) {
      const res = await detail(token, target);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('lets an admin read anyone', async () => {
    const client = await makeUser(t.ctx, 'client');
    const res = await detail(adminToken, client.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: client.userId,
      email: client.email,
      client_id: client.clientId,
    });
    expect((await detail(adminToken, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('POST /api/user/password and /api/planner/user/password', () => {
  for (const { url, role, success } of [
    {
      url: '/api/user/password',
      role: 'broker',
      success: MESSAGES.passwordSaved,
    },
    {
      url: '/api/planner/user/password',
      role: 'planner',
      success: MESSAGES.passwordChanged,
    },
  ] as const) {
    describe(url, () => {
      it('needs the current password to change one’s own', async () => {
        const u = await makeUser(t.ctx, role);
        const token = await signIn(t.app, u.email);
        const missing = await changePassword(token, { userId: u.userId, newPassword: NEW_PASSWORD }, url);
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error).toMatchObject({
          field: 'currentPassword',
          message: MESSAGES.currentPasswordRequired,
        });
        const empty = await changePassword(
          token,
          { userId: u.userId, currentPassword: '', newPassword: NEW_PASSWORD },
          url,
        );
        expect(empty.json().error).toMatchObject({
          field: 'currentPassword',
          message: MESSAGES.currentPasswordRequired,
        });
        const wrong = await changePassword(
          token,
          {
            userId: u.userId,
            currentPassword: 'Wrong-pass1!',
            newPassword: NEW_PASSWORD,
          },
          url,
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().error).toMatchObject({
          field: 'currentPassword',
          message: MESSAGES.incorrectPassword,
        });
        expect(await canLogin(u.email, TEST_PASSWORD)).toBe(true);
      });

      it('refuses a weak new password on the newPassword field', async () => {
        const u = await makeUser(t.ctx, role);
        const token = await signIn(t.app, u.email);
        const res = await changePassword(
          token,
          {
            userId: u.userId,
            currentPassword: TEST_PASSWORD,
            newPassword: 'Short1!',
          },
          url,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'validation',
          field: 'newPassword',
          message: MESSAGES.passwordPolicy,
        });
        expect(await canLogin(u.email, TEST_PASSWORD)).toBe(true);
      });

      it('changes it, ending the other sessions but keeping the current one', async () => {
        const u = await makeUser(t.ctx, role);
        const other = await signIn(t.app, u.email);
        const current = await signIn(t.app, u.email);
        const res = await changePassword(
          current,
          {
            userId: u.userId,
            currentPassword: TEST_PASSWORD,
            newPassword: NEW_PASSWORD,
          },
          url,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: success });
        expect((await detail(current)).statusCode).toBe(200);
        expect((await detail(other)).statusCode).toBe(401);
        expect(await canLogin(u.email, NEW_PASSWORD)).toBe(true);
        expect(await canLogin(u.email, TEST_PASSWORD)).toBe(false);
      });

      it("lets an admin set another user's password without the current one, ending their sessions", async () => {
        const u = await makeUser(t.ctx, role);
        const theirs = await signIn(t.app, u.email);
        const res = await changePassword(adminToken, { userId: u.userId, newPassword: NEW_PASSWORD }, url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: success });
        expect((await detail(theirs)).statusCode).toBe(401);
        expect((await detail(adminToken)).statusCode).toBe(200);
        expect(await canLogin(u.email, NEW_PASSWORD)).toBe(true);
      });

      it("answers 404 to a non-admin changing someone else's password, and changes nothing", async () => {
        const actor = await makeUser(t.ctx, role);
        const target = await makeUser(t.ctx, role);
        const targetToken = await signIn(t.app, target.email);
        const res = await changePassword(
          await signIn(t.app, actor.email),
          {
            userId: target.userId,
            currentPassword: TEST_PASSWORD,
            newPassword: NEW_PASSWORD,
          },
          url,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
        expect(await canLogin(target.email, TEST_PASSWORD)).toBe(true);
        expect(await canLogin(target.email, NEW_PASSWORD)).toBe(false);
        expect((await detail(targetToken)).statusCode).toBe(200);
      });
    });
  }

  it('the planner path answers 404 when the target user is not a planner, and changes nothing', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const own = await changePassword(
      await signIn(t.app, broker.email),
      {
        userId: broker.userId,
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      },
      '/api/planner/user/password',
    );
    expect(own.statusCode).toBe(404);
    const byAdmin = await changePassword(
      adminToken,
      { userId: broker.userId, newPassword: NEW_PASSWORD },
      '/api/planner/user/password',
    );
    expect(byAdmin.statusCode).toBe(404);
    expect(await canLogin(broker.email, TEST_PASSWORD)).toBe(true);
  });
});

describe('endpoints that need a session', () => {
  const table = [
    { method: 'GET', url: '/api/user/detail' },
    { method: 'POST', url: '/api/user/password' },
    { method: 'POST', url: '/api/planner/user/password' },
    { method: 'GET', url: '/api/auth/validate-token' },
    { method: 'POST', url: '/api/auth/logout' },
    { method: 'GET', url: '/api/mailbox' },
    { method: 'GET', url: '/api/mailbox/1' },
  ] as const;

  it.each(table)('$method $url answers 401 without a token, with or without a valid body', async ({ method, url }) => {
    const bodies =
      method === 'POST'
        ? [
            undefined,
            {
              userId: 1,
              currentPassword: TEST_PASSWORD,
              newPassword: NEW_PASSWORD,
            },
          ]
        : [undefined];
    for (const payload of bodies) {
      const res = await call(t.app, null, { method, url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.notSignedIn,
      });
    }
    const bogus = await call(t.app, 'not-a-session', { method, url });
    expect(bogus.statusCode).toBe(401);
  });
});
