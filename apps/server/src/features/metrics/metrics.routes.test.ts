import { MESSAGES, METRIC_NAMES, type MetricPoint } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients, emails } from '../../db/schema';
import { storeStripeEvent } from '../billing/stripe-events.repo';

const t = useTestApp({ admin: true });
let ownerId: number;
beforeAll(async () => {
  ownerId = (await makeUser(t.ctx, 'broker')).adviserId as number;
});

const get = (token: string | null, url: string, app = t.app) => call(app, token, { method: 'GET', url });
const series = async (name: string, year: number) => {
  const res = await get(t.adminToken, `/api/metric/${name}?year=${year}`);
  expect(res.statusCode, `${name} ${year}`).toBe(200);
  return res.json() as MetricPoint[];
};
/** The non-zero weeks of a series, as { Monday: value }. */
const nonZero = (points: MetricPoint[]) =>
  Object.fromEntries(points.filter((p) => p.value !== 0).map((p) => [p.day, p.value]));

// Each helper writes rows straight to a metric's source table, at the instant given.
async function addAdviser(kind: 'broker' | 'planner', at: string, deleted = false) {
  const u = await makeUser(t.ctx, kind);
  await t.ctx.db
    .update(advisers)
    .set({ registered_at: new Date(at), deleted_at: deleted ? new Date() : null })
    .where(eq(advisers.id, u.adviserId as number));
}
async function addClient(fields: { created_at?: string; invited_at?: string; first_client_input_at?: string }) {
  const toDate = (s?: string) => (s ? new Date(s) : undefined);
  await t.ctx.db.insert(clients).values({
    adviser_id: ownerId,
    created_at: toDate(fields.created_at),
    invited_at: toDate(fields.invited_at),
    first_client_input_at: toDate(fields.first_client_input_at),
  });
}
async function addEmail(direction: 'to_client' | 'from_client' | 'system', at: string) {
  await t.ctx.db.insert(emails).values({
    kind: 'test',
    direction,
    to_address: 'x@metrics.example',
    from_address: 'y@metrics.example',
    subject: 'Metric',
    text_body: 'Metric',
    created_at: new Date(at),
  });
}
let eventSeq = 0;
async function addStripeEvent(type: string, at: string) {
  eventSeq += 1;
  await storeStripeEvent(
    t.ctx.db,
    { id: `evt_metric_${eventSeq}`, type, data: { object: { customer: 'cus_m' } } },
    new Date(at),
  );
}

describe('GET /api/metric/:name', () => {
  it('answers 403 to a broker, a planner and a client, and 401 when signed out', async () => {
    for (const role of ['broker', 'planner', 'client'] as const) {
      const token = await signIn(t.app, (await makeUser(t.ctx, role)).email);
      for (const url of ['/api/metric/new-clients-per-week?year=2026', '/api/metric/years']) {
        const res = await get(token, url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.forbidden });
      }
    }
    expect((await get(null, '/api/metric/new-clients-per-week?year=2026')).statusCode).toBe(401);
  });

  it('answers 400 for a missing or bad year and for an unknown metric', async () => {
    for (const url of [
      '/api/metric/new-clients-per-week',
      '/api/metric/new-clients-per-week?year=abc',
      '/api/metric/new-clients-per-week?year=1999',
      '/api/metric/new-clients-per-week?year=2026.5',
      '/api/metric/new-planets-per-week?year=2026',
    ]) {
      const res = await get(t.adminToken, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });

  it('has one point per week whose Monday is in the year: 53 in 2024, 52 in 2026', async () => {
    for (const [year, weeks, first, last] of [
      [2024, 53, '2024-01-01', '2024-12-30'],
      [2026, 52, '2026-01-05', '2026-12-28'],
    ] as const) {
      for (const name of METRIC_NAMES) {
        const points = await series(name, year);
        expect(points, `${name} ${year}`).toHaveLength(weeks);
        expect(points[0]?.day).toBe(first);
        expect(points.at(-1)?.day).toBe(last);
        for (const [i, p] of points.entries()) {
          const monday = new Date(`${p.day}T00:00:00Z`);
          expect(monday.getUTCDay(), p.day).toBe(1);
          expect(monday.getTime() - new Date(`${first}T00:00:00Z`).getTime()).toBe(i * 7 * 86_400_000);
          expect(typeof p.value).toBe('number');
        }
      }
    }
  });

  it('counts in Australia/Sydney weeks, not UTC ones', async () => {
    const before = await series('new-brokers-per-week', 2026);
    // Sunday 1 March 14:30 UTC is Monday 2 March in Sydney; Sunday 8 March 13:30 UTC is Monday 9 March there.
    await addAdviser('broker', '2026-03-01T14:30:00Z');
    await addAdviser('broker', '2026-03-08T13:30:00Z');
    // Sunday 8 March 12:30 UTC is still Sunday 23:30 in Sydney: the week of 2 March.
    await addAdviser('broker', '2026-03-08T12:30:00Z');
    const after = await series('new-brokers-per-week', 2026);
    const delta = Object.fromEntries(
      after.map((p, i) => [p.day, p.value - (before[i]?.value ?? 0)]).filter(([, v]) => v !== 0),
    );
    expect(delta).toEqual({ '2026-03-02': 2, '2026-03-09': 1 });
  });

  it('places a year’s edges in the business time zone too', async () => {
    // 2029-12-30T13:30Z is Monday 31 December 00:30 in Sydney: the last week of 2029, not of 2030's first.
    await addEmail('to_client', '2029-12-30T13:30:00Z');
    // 2030-01-06T13:30Z is Monday 7 January in Sydney: the first week whose Monday is in 2030.
    await addEmail('to_client', '2030-01-06T13:30:00Z');
    // Sunday 6 January 2030 in Sydney belongs to the week of 31 December 2029, which is 2029's.
    await addEmail('to_client', '2030-01-05T13:30:00Z');
    expect(nonZero(await series('emails-to-clients-per-week', 2029))).toEqual({ '2029-12-31': 2 });
    expect(nonZero(await series('emails-to-clients-per-week', 2030))).toEqual({ '2030-01-07': 1 });
  });

  it('counts each metric from its own source only', async () => {
    // 2033: weeks start Mondays 3 Jan, 10 Jan, 17 Jan... (times are midday in Sydney)
    const w1 = '2033-01-04T01:00:00Z';
    const w2 = '2033-01-11T01:00:00Z';
    const w3 = '2033-01-18T01:00:00Z';
    await addAdviser('broker', w1);
    await addAdviser('broker', w2, true); // deleted brokers still count: they were new that week
    await addAdviser('planner', w1);
    await addClient({ created_at: w1 });
    await addClient({ created_at: w3 });
    await addClient({ created_at: w3 });
    for (const at of [w1, w2, w2]) await addEmail('to_client', at);
    for (const at of [w3, w3, w3, w1]) await addEmail('from_client', at);
    await addEmail('system', w1);
    for (const at of [w2, w2, w2, w2, w3]) await addStripeEvent('customer.subscription.created', at);
    await addStripeEvent('customer.subscription.deleted', w1);
    await addStripeEvent('invoice.paid', w1);

    expect(nonZero(await series('new-brokers-per-week', 2033))).toEqual({ '2033-01-03': 1, '2033-01-10': 1 });
    expect(nonZero(await series('new-clients-per-week', 2033))).toEqual({ '2033-01-03': 1, '2033-01-17': 2 });
    expect(nonZero(await series('emails-to-clients-per-week', 2033))).toEqual({ '2033-01-03': 1, '2033-01-10': 2 });
    expect(nonZero(await series('emails-from-clients-per-week', 2033))).toEqual({ '2033-01-03': 1, '2033-01-17': 3 });
    expect(nonZero(await series('stripe-subscriptions-per-week', 2033))).toEqual({ '2033-01-10': 4, '2033-01-17': 1 });
    // None of these clients was invited.
    expect(nonZero(await series('client-response-rate', 2033))).toEqual({});
  });

  it('gives the client response rate: of the clients invited that week, the percentage who have entered data', async () => {
    // 2035: weeks start Mondays 1 Jan, 8 Jan, 15 Jan, 22 Jan.
    const later = '2035-06-01T00:00:00Z';
    // Week of 1 Jan: 3 invited, 2 responded (one much later: "since" counts) -> 66.7.
    await addClient({ invited_at: '2035-01-02T01:00:00Z', first_client_input_at: '2035-01-03T01:00:00Z' });
    await addClient({ invited_at: '2035-01-03T01:00:00Z', first_client_input_at: later });
    await addClient({ invited_at: '2035-01-04T01:00:00Z' });
    // Week of 8 Jan: 1 invited, none responded -> 0. Week of 15 Jan: 4 of 4 -> 100. Week of 22 Jan: 1 of 8 -> 12.5.
    await addClient({ invited_at: '2035-01-09T01:00:00Z' });
    for (let i = 0; i < 4; i++) await addClient({ invited_at: '2035-01-16T01:00:00Z', first_client_input_at: later });
    for (let i = 0; i < 8; i++)
      await addClient({ invited_at: '2035-01-23T01:00:00Z', first_client_input_at: i === 0 ? later : undefined });
    // Entered data without an invitation: not part of any week's rate.
    await addClient({ created_at: '2035-01-30T01:00:00Z', first_client_input_at: '2035-01-30T02:00:00Z' });

    const points = await series('client-response-rate', 2035);
    expect(points.slice(0, 6)).toEqual([
      { day: '2035-01-01', value: 66.7 },
      { day: '2035-01-08', value: 0 },
      { day: '2035-01-15', value: 100 },
      { day: '2035-01-22', value: 12.5 },
      { day: '2035-01-29', value: 0 },
      { day: '2035-02-05', value: 0 },
    ]);
  });
});

describe('GET /api/metric/years', () => {
  // Its own database and clock: the answer depends on every row and on today.
  const clock = { now: new Date('2027-06-01T00:00:00Z') };
  const own = useTestApp({ clock });
  let token: string;
  beforeAll(async () => {
    await makeUser(own.ctx, 'admin', { email: 'admin@example.com' });
    token = await signIn(own.app, 'admin@example.com');
  });
  const years = async () => (await get(token, '/api/metric/years', own.app)).json().years;

  it('runs from the earliest year with data in any metric source to the current year in Sydney', async () => {
    expect(await years()).toEqual([2027]);
    await own.ctx.db.insert(emails).values({
      kind: 'test',
      direction: 'system',
      to_address: 'a@y.example',
      from_address: 'b@y.example',
      subject: 'Not a metric',
      text_body: '-',
      created_at: new Date('2019-05-01T00:00:00Z'),
    });
    expect(await years()).toEqual([2027]);
    await storeStripeEvent(
      own.ctx.db,
      { id: 'evt_years', type: 'customer.subscription.created', data: { object: {} } },
      new Date('2025-03-01T00:00:00Z'),
    );
    expect(await years()).toEqual([2025, 2026, 2027]);
    // 31 December 2022 14:00 UTC is already 1 January 2023 in Sydney (an invitation date counts).
    const broker = await makeUser(own.ctx, 'broker');
    await own.ctx.db
      .update(advisers)
      .set({ registered_at: new Date('2027-01-15T00:00:00Z') })
      .where(eq(advisers.id, broker.adviserId as number));
    await own.ctx.db.insert(clients).values({
      adviser_id: broker.adviserId as number,
      created_at: new Date('2027-02-01T00:00:00Z'),
      invited_at: new Date('2022-12-31T14:00:00Z'),
    });
    expect(await years()).toEqual([2023, 2024, 2025, 2026, 2027]);
    // New Year's Eve 14:00 UTC is New Year's Day in Sydney: the current year moves on.
    clock.now = new Date('2027-12-31T14:00:00Z');
    token = await signIn(own.app, 'admin@example.com');
    expect(await years()).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
  });
});
