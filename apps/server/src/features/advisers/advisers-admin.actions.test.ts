import { MESSAGES } from '@brokerdesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdviserKind, call, type MadeUser, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { activity, advisers, clients, sessions, users } from '../../db/schema';
import { refreshRecentClientCounts } from './advisers-admin.repo';

// 15:00 UTC on 14 June is 01:00 on 15 June in Sydney, the business time zone: "today" is 2030-06-15.
const START = new Date('2030-06-14T15:00:00Z');
const clock = { now: new Date(START) };

const t = useTestApp({ clock, admin: true });

type AdviserSet = Partial<typeof advisers.$inferInsert>;

async function makeAdviser(kind: AdviserKind, set?: AdviserSet): Promise<MadeUser & { id: number }> {
  const u = await makeUser(t.ctx, kind);
  const id = u.adviserId as number;
  if (set) await t.ctx.db.update(advisers).set(set).where(eq(advisers.id, id));
  return { ...u, id };
}
const post = (url: string, payload?: unknown) =>
  call(t.app, t.adminToken, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const dbRow = async (id: number) => (await t.ctx.db.select().from(advisers).where(eq(advisers.id, id)))[0];
const canLogin = async (email: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }))
    .statusCode;

describe('free access and suspension', () => {
  it('granting free access clears suspension, and the updated row comes back', async () => {
    const b = await makeAdviser('broker', { suspended: true });
    const res = await post(`/api/broker/edit/${b.id}?action=free-access`, { freeAccess: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().broker).toMatchObject({ id: b.id, free_access: true, suspended: false });
    expect(await dbRow(b.id)).toMatchObject({ free_access: true, suspended: false });
    const withdrawn = await post(`/api/broker/edit/${b.id}?action=free-access`, { freeAccess: false });
    expect(withdrawn.json().broker).toMatchObject({ free_access: false, suspended: false });
  });

  it('suspending clears free access; un-suspending leaves it off', async () => {
    const b = await makeAdviser('broker', { free_access: true });
    const res = await post(`/api/broker/edit/${b.id}?action=suspended`, { suspended: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().broker).toMatchObject({ id: b.id, suspended: true, free_access: false });
    const back = await post(`/api/broker/edit/${b.id}?action=suspended`, { suspended: false });
    expect(back.json().broker).toMatchObject({ suspended: false, free_access: false });
    const log = await t.ctx.db.select().from(activity).where(eq(activity.adviser_id, b.id));
    expect(log.map((a) => [a.action, a.actor_user_id, a.detail])).toEqual([
      ['adviser_suspended', t.admin.userId, { kind: 'broker', suspended: true }],
      ['adviser_suspended', t.admin.userId, { kind: 'broker', suspended: false }],
    ]);
  });

  it('answers 400 when the action or the value it needs is missing or not a boolean', async () => {
    const b = await makeAdviser('broker');
    const p = await makeAdviser('planner');
    const cases: [string, unknown, string?][] = [
      [`/api/broker/edit/${b.id}`, { freeAccess: true }],
      [`/api/broker/edit/${b.id}?action=bogus`, { freeAccess: true }],
      [`/api/broker/edit/${b.id}?action=free-access`, {}, MESSAGES.freeAccessFailed],
      [`/api/broker/edit/${b.id}?action=free-access`, { suspended: true }, MESSAGES.freeAccessFailed],
      [`/api/broker/edit/${b.id}?action=free-access`, { freeAccess: 'yes' }],
      [`/api/broker/edit/${b.id}?action=suspended`, { freeAccess: true }, MESSAGES.brokerUpdateFailed],
      [`/api/planner/edit/${p.id}?action=suspended`, {}, MESSAGES.plannerUpdateFailed],
      ['/api/broker/edit/abc?action=suspended', { suspended: true }],
      ['/api/broker/edit/0?action=suspended', { suspended: true }],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error.code).toBe('validation');
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(await dbRow(b.id)).toMatchObject({ free_access: false, suspended: false });
  });
});

describe('trial change', () => {
  const change = async (id: number, duration: string, kind: AdviserKind = 'broker') => {
    const res = await post(`/api/${kind}/extend-trial/${id}`, { duration });
    expect(res.statusCode, duration).toBe(200);
    return res.json()[kind].trial_end_date as string | null;
  };

  it('moves a running trial by days and by calendar months, forwards and back', async () => {
    const b = await makeAdviser('broker', { trial_end_date: '2030-08-31' });
    expect(await change(b.id, '6 months')).toBe('2031-02-28');
    expect(await change(b.id, '-6 months')).toBe('2030-08-28');
    expect(await change(b.id, '12 months')).toBe('2031-08-28');
    expect(await change(b.id, '-30 days')).toBe('2031-07-29');
    expect(await change(b.id, '7 days')).toBe('2031-08-05');
    expect(await change(b.id, '-90 days')).toBe('2031-05-07');
    expect(await change(b.id, '60 days')).toBe('2031-07-06');
    expect((await dbRow(b.id))?.trial_end_date).toBe('2031-07-06');
  });

  it('counts a positive change to an ended or missing trial from today in the business time zone', async () => {
    const ended = await makeAdviser('broker', { trial_end_date: '2030-06-01' });
    const res = await post(`/api/broker/extend-trial/${ended.id}`, { duration: '7 days' });
    expect(res.json().broker).toMatchObject({ trial_end_date: '2030-06-22', trial_ended: false });
    const none = await makeAdviser('broker', { trial_end_date: null });
    expect(await change(none.id, '30 days')).toBe('2030-07-15');
    // A negative change shortens what there is, ended or not.
    const shortened = await makeAdviser('broker', { trial_end_date: '2030-06-01' });
    expect(await change(shortened.id, '-7 days')).toBe('2030-05-25');
    // "Today" follows the app's clock, not the database's (a new sign-in: the old session has gone idle).
    clock.now = new Date('2030-09-01T00:00:00Z');
    try {
      const later = await makeAdviser('broker', { trial_end_date: '2030-08-31' });
      const token = await signIn(t.app, t.admin.email);
      const res = await call(t.app, token, {
        method: 'POST',
        url: `/api/broker/extend-trial/${later.id}`,
        payload: { duration: '90 days' },
      });
      expect(res.json().broker.trial_end_date).toBe('2030-11-30');
    } finally {
      clock.now = new Date(START);
    }
  });

  it('answers 400 for a duration that is not offered', async () => {
    const b = await makeAdviser('broker', { trial_end_date: '2030-08-31' });
    for (const duration of [
      '8 days',
      '7 Days',
      '+7 days',
      '1 year',
      '7',
      '',
      7,
      null,
      '- 7 days',
      '7 days; drop table advisers',
    ]) {
      const res = await post(`/api/broker/extend-trial/${b.id}`, { duration });
      expect(res.statusCode, String(duration)).toBe(400);
    }
    expect((await post(`/api/broker/extend-trial/${b.id}`, {})).statusCode).toBe(400);
    expect((await dbRow(b.id))?.trial_end_date).toBe('2030-08-31');
  });
});

describe('terminate billing', () => {
  it('clears the plan, subscription and billing date and keeps the customer id', async () => {
    const b = await makeAdviser('broker', {
      stripe_customer_id: 'cus_keep',
      plan: 'pro',
      subscription_status: 'active',
      subscription_ends_at: '2030-07-01',
      recent_billing_date: '2030-06-01',
    });
    const res = await post(`/api/broker/terminate-billing/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().broker).toMatchObject({ id: b.id, plan: null, paying: false, recent_billing_date: null });
    expect(await dbRow(b.id)).toMatchObject({
      stripe_customer_id: 'cus_keep',
      plan: null,
      subscription_status: 'canceled',
      subscription_ends_at: null,
      recent_billing_date: null,
    });
    // Nothing is left to terminate.
    const again = await post(`/api/broker/terminate-billing/${b.id}`);
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 for a broker without billing and for planners, and ends a paid subscription without a billing date', async () => {
    const b = await makeAdviser('broker');
    const res = await post(`/api/broker/terminate-billing/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: MESSAGES.billingNotReady });
    // Planners always answer 'Feature is not ready yet.' (docs/spec/settings-billing-admin.md §8).
    const p = await makeAdviser('planner', { plan: 'standard', subscription_status: 'past_due' });
    const refused = await post(`/api/planner/terminate-billing/${p.id}`);
    expect(refused.json().error).toMatchObject({ code: 'conflict', message: MESSAGES.billingNotReady });
    const b2 = await makeAdviser('broker', { plan: 'standard', subscription_status: 'past_due' });
    const ok = await post(`/api/broker/terminate-billing/${b2.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().broker).toMatchObject({ id: b2.id, plan: null, paying: false });
  });
});

describe('delete', () => {
  it('soft-deletes a broker: gone from the list, sessions ended, no sign-in for them or their clients', async () => {
    const b = await makeAdviser('broker');
    const client = await makeUser(t.ctx, 'client', { adviserId: b.id });
    const brokerToken = await signIn(t.app, b.email);
    const clientToken = await signIn(t.app, client.email);
    const res = await call(t.app, t.adminToken, { method: 'DELETE', url: `/api/broker/delete/${b.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Broker deleted successfully' });

    const listed = await call(t.app, t.adminToken, {
      method: 'GET',
      url: `/api/broker/list?query=${encodeURIComponent(b.email)}`,
    });
    expect(listed.json()).toEqual({ brokers: [], total: 0 });
    for (const token of [brokerToken, clientToken]) {
      expect((await call(t.app, token, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    }
    expect(await canLogin(b.email)).toBe(401);
    expect(await canLogin(client.email)).toBe(401);
    expect((await dbRow(b.id))?.deleted_at).toBeInstanceOf(Date);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, b.userId));
    expect(user?.deleted_at).toBeInstanceOf(Date);
    const open = await t.ctx.db.select().from(sessions).where(eq(sessions.user_id, b.userId));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.revoked_at !== null)).toBe(true);
    const [kept] = await t.ctx.db.select().from(clients).where(eq(clients.adviser_id, b.id));
    expect(kept?.deleted_at).toBeNull();
    const log = await t.ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.adviser_id, b.id), eq(activity.action, 'adviser_deleted')));
    expect(log).toHaveLength(1);

    // A deleted broker is not found by any action.
    expect((await call(t.app, t.adminToken, { method: 'DELETE', url: `/api/broker/delete/${b.id}` })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/broker/extend-trial/${b.id}`, { duration: '7 days' })).statusCode).toBe(404);
  });

  it('planner actions answer { planner } and the planner delete message', async () => {
    const p = await makeAdviser('planner', { suspended: true, trial_end_date: '2030-08-31' });
    const edited = await post(`/api/planner/edit/${p.id}?action=free-access`, { freeAccess: true });
    expect(edited.json()).toEqual({
      planner: expect.objectContaining({ id: p.id, free_access: true, suspended: false }),
    });
    const trial = await post(`/api/planner/extend-trial/${p.id}`, { duration: '12 months' });
    expect(trial.json().planner.trial_end_date).toBe('2031-08-31');
    const res = await call(t.app, t.adminToken, { method: 'DELETE', url: `/api/planner/delete/${p.id}` });
    expect(res.json()).toEqual({ message: 'Planner deleted successfully' });
    expect(await canLogin(p.email)).toBe(401);
  });

  it('answers 404 for an id of the other kind or an unknown id, and changes nothing', async () => {
    const b = await makeAdviser('broker', { recent_billing_date: '2030-06-01', trial_end_date: '2030-08-31' });
    const p = await makeAdviser('planner', { recent_billing_date: '2030-06-01' });
    for (const [kind, id] of [
      ['planner', b.id],
      ['broker', p.id],
      ['broker', 987654],
    ] as const) {
      for (const [method, url, payload] of [
        ['POST', `/api/${kind}/edit/${id}?action=free-access`, { freeAccess: true }],
        ['POST', `/api/${kind}/edit/${id}?action=suspended`, { suspended: true }],
        ['POST', `/api/${kind}/extend-trial/${id}`, { duration: '7 days' }],
        ['POST', `/api/${kind}/terminate-billing/${id}`, undefined],
        ['DELETE', `/api/${kind}/delete/${id}`, undefined],
      ] as const) {
        const res = await call(t.app, t.adminToken, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect(await dbRow(b.id)).toMatchObject({ free_access: false, suspended: false, deleted_at: null });
    expect(await dbRow(b.id)).toMatchObject({ trial_end_date: '2030-08-31', recent_billing_date: '2030-06-01' });
  });
});

describe('refreshRecentClientCounts', () => {
  it('counts live clients created in the past 30 days and zeroes stale counts', async () => {
    const now = t.ctx.now();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const busy = await makeAdviser('broker', { recent_clients_count: 9 });
    const stale = await makeAdviser('planner', { recent_clients_count: 7 });
    await t.ctx.db.insert(clients).values([
      { adviser_id: busy.id, created_at: daysAgo(1) },
      { adviser_id: busy.id, created_at: daysAgo(29) },
      { adviser_id: busy.id, created_at: daysAgo(31) },
      { adviser_id: busy.id, created_at: daysAgo(2), deleted_at: daysAgo(1) },
      { adviser_id: stale.id, created_at: daysAgo(45) },
    ]);
    await refreshRecentClientCounts(t.ctx.db, now);
    expect((await dbRow(busy.id))?.recent_clients_count).toBe(2);
    expect((await dbRow(stale.id))?.recent_clients_count).toBe(0);
    // A month on, the clients have aged out.
    await refreshRecentClientCounts(t.ctx.db, new Date(now.getTime() + 30 * 86_400_000));
    expect((await dbRow(busy.id))?.recent_clients_count).toBe(0);
  });
});
