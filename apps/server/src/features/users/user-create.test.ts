import { ApiError, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients, users } from '../../db/schema';
import { createUserAccount } from './user-create';

// A fixed clock and a non-default trial length show the trial end comes from TRIAL_DAYS.
const clock = { now: new Date('2026-03-10T05:00:00Z') };
const t = useTestApp({ clock, env: { TRIAL_DAYS: '21' } });

let seq = 0;
const fresh = (prefix: string) => `${prefix}${++seq}.${Math.random().toString(36).slice(2, 7)}@create.example`;

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'expected createUserAccount to throw').toBeInstanceOf(ApiError);
  return err as ApiError;
}

const adviserOf = async (userId: number) =>
  (await t.ctx.db.select().from(advisers).where(eq(advisers.user_id, userId)))[0];

describe('createUserAccount', () => {
  for (const role of ['broker', 'planner'] as const) {
    it(`creates a ${role} with an adviser row and a trial ending TRIAL_DAYS ahead`, async () => {
      const email = fresh(role);
      const created = await createUserAccount(t.ctx, {
        email,
        password: TEST_PASSWORD,
        role,
        first_name: 'Nia',
        last_name: 'Kerr',
      });
      expect(created).toMatchObject({ email, role });
      const [user] = await t.ctx.db.select().from(users).where(eq(users.id, created.id));
      expect(user).toMatchObject({
        role,
        first_name: 'Nia',
        last_name: 'Kerr',
      });
      expect(user?.password_hash).not.toContain(TEST_PASSWORD);
      const adviser = await adviserOf(created.id);
      expect(adviser).toMatchObject({
        kind: role,
        trial_end_date: '2026-03-31',
        deleted_at: null,
      });
      expect(adviser?.registered_at?.toISOString()).toBe(clock.now.toISOString());
    });
  }

  it('trims and lowercases the email', async () => {
    const email = fresh('mixed');
    const created = await createUserAccount(t.ctx, {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      role: 'broker',
    });
    expect(created.email).toBe(email);
  });

  it('creates a client under the adviser named by adviser_email', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    const created = await createUserAccount(t.ctx, {
      email: fresh('client'),
      password: TEST_PASSWORD,
      role: 'client',
      adviser_email: planner.email.toUpperCase(),
    });
    const [client] = await t.ctx.db.select().from(clients).where(eq(clients.user_id, created.id));
    expect(client?.adviser_id).toBe(planner.adviserId);
    expect(await adviserOf(created.id)).toBeUndefined();
  });

  it('refuses a client without adviser_email, or with one that is not an existing adviser', async () => {
    const otherClient = await makeUser(t.ctx, 'client');
    for (const adviser_email of [undefined, 'nobody@create.example', otherClient.email]) {
      const email = fresh('orphan');
      const err = await failureOf(
        createUserAccount(t.ctx, {
          email,
          password: TEST_PASSWORD,
          role: 'client',
          adviser_email,
        }),
      );
      expect(err).toMatchObject({ code: 'validation', field: 'adviser_email' });
      expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('creates an admin only for an email in ADMIN_EMAILS', async () => {
    const refused = await failureOf(
      createUserAccount(t.ctx, {
        email: fresh('boss'),
        password: TEST_PASSWORD,
        role: 'admin',
      }),
    );
    expect(refused).toMatchObject({ code: 'validation', field: 'email' });
    expect(refused.message).toContain('ADMIN_EMAILS');
    const created = await createUserAccount(t.ctx, {
      email: 'Staff@Example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    expect(created).toMatchObject({
      email: 'staff@example.com',
      role: 'admin',
    });
    expect(await adviserOf(created.id)).toBeUndefined();
  });

  it('refuses a taken email, whatever its case, with a conflict', async () => {
    const existing = await makeUser(t.ctx, 'broker');
    for (const role of ['broker', 'planner'] as const) {
      const err = await failureOf(
        createUserAccount(t.ctx, {
          email: existing.email.toUpperCase(),
          password: TEST_PASSWORD,
          role,
        }),
      );
      expect(err).toMatchObject({
        code: 'conflict',
        field: 'email',
        message: MESSAGES.emailTaken,
      });
    }
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, existing.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a weak password and an invalid email as validation errors', async () => {
    const email = fresh('weak');
    const weak = await failureOf(
      createUserAccount(t.ctx, {
        email,
        password: 'password1',
        role: 'broker',
      }),
    );
    expect(weak).toMatchObject({
      code: 'validation',
      field: 'password',
      message: MESSAGES.passwordPolicy,
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const badEmail = await failureOf(
      createUserAccount(t.ctx, {
        email: 'not-an-email',
        password: TEST_PASSWORD,
        role: 'broker',
      }),
    );
    expect(badEmail).toMatchObject({
      code: 'validation',
      field: 'email',
      message: MESSAGES.invalidEmail,
    });
  });

  it('creates users who can sign in through POST /api/auth/login', async () => {
    const broker = await createUserAccount(t.ctx, {
      email: fresh('login'),
      password: 'Created-pass7!',
      role: 'broker',
    });
    const client = await createUserAccount(t.ctx, {
      email: fresh('login-client'),
      password: 'Created-pass7!',
      role: 'client',
      adviser_email: broker.email,
    });
    for (const { email } of [broker, client]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Created-pass7!' },
      });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().token).toBeTruthy();
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/detail',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      // The operator vouches for the address: no link to follow (decision 016).
      expect(me.json()).toMatchObject({ email, email_verified: true });
    }
  });

  it('keeps an address in ADMIN_EMAILS for an administrator: no other role may take it', async () => {
    for (const role of ['broker', 'planner'] as const) {
      const err = await failureOf(
        createUserAccount(t.ctx, { email: 'admin@example.com', password: TEST_PASSWORD, role }),
      );
      expect(err).toMatchObject({ code: 'validation', field: 'email', message: MESSAGES.emailReserved });
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'admin@example.com'))).toHaveLength(0);
  });
});
