import { BROKER_SORTS, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdviserKind, BAD_PAGING_QUERIES, call, type MadeUser, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';

// 15:00 UTC on 14 June is 01:00 on 15 June in Sydney: "today" is the 15th only in the business time zone.
const clock = { now: new Date('2030-06-14T15:00:00Z') };

const t = useTestApp({ clock, admin: true });

type AdviserSet = Partial<typeof advisers.$inferInsert>;
const tagOf = () => `tg${Math.random().toString(36).slice(2, 8)}`;

/** A broker or planner, with adviser columns set straight in the table (never the derived ones). */
async function makeAdviser(
  kind: AdviserKind,
  opts: { first_name?: string; last_name?: string; email?: string; set?: AdviserSet } = {},
): Promise<MadeUser & { id: number }> {
  const u = await makeUser(t.ctx, kind, opts);
  const id = u.adviserId as number;
  if (opts.set) await t.ctx.db.update(advisers).set(opts.set).where(eq(advisers.id, id));
  return { ...u, id };
}

const get = (url: string, token: string | null = t.adminToken) => call(t.app, token, { method: 'GET', url });
const listIds = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const key = url.startsWith('/api/planner') ? 'planners' : 'brokers';
  return { ids: res.json()[key].map((r: { id: number }) => r.id) as number[], body: res.json() };
};

function endpoints(kind: AdviserKind, id: number) {
  return [
    { method: 'GET', url: `/api/${kind}/list` },
    { method: 'GET', url: `/api/${kind}/export` },
    { method: 'POST', url: `/api/${kind}/edit/${id}?action=free-access`, payload: { freeAccess: true } },
    { method: 'POST', url: `/api/${kind}/edit/${id}?action=suspended`, payload: { suspended: true } },
    { method: 'POST', url: `/api/${kind}/extend-trial/${id}`, payload: { duration: '7 days' } },
    { method: 'POST', url: `/api/${kind}/terminate-billing/${id}` },
    { method: 'DELETE', url: `/api/${kind}/delete/${id}` },
  ] as const;
}

describe('who may use the broker and planner admin endpoints', () => {
  it('answers 401 signed out and 403 to a broker, a planner and a client on every endpoint of both kinds', async () => {
    const targets = {
      broker: await makeAdviser('broker', { set: { recent_billing_date: '2030-01-01' } }),
      planner: await makeAdviser('planner', { set: { recent_billing_date: '2030-01-01' } }),
    };
    const callers = await Promise.all(
      (['broker', 'planner', 'client'] as const).map(async (role) => ({
        role,
        token: await signIn(t.app, (await makeUser(t.ctx, role)).email),
      })),
    );
    for (const kind of ['broker', 'planner'] as const) {
      for (const ep of endpoints(kind, targets[kind].id)) {
        const signedOut = await call(t.app, null, { ...ep });
        expect(signedOut.statusCode, `signed out ${ep.method} ${ep.url}`).toBe(401);
        for (const { role, token } of callers) {
          const res = await call(t.app, token, { ...ep });
          expect(res.statusCode, `${role} ${ep.method} ${ep.url}`).toBe(403);
          expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.forbidden });
        }
      }
      // Nothing changed: still listed, not suspended, billing intact.
      const row = (await get(`/api/${kind}/list?query=${encodeURIComponent(targets[kind].email)}`)).json()[`${kind}s`];
      expect(row).toMatchObject([{ id: targets[kind].id, suspended: false, free_access: false }]);
      expect(row[0].recent_billing_date).toBe('2030-01-01');
    }
  });
});

describe('GET /api/{broker,planner}/list parameters', () => {
  it('answers 400 for an unknown orderBy or orderType, a limit outside 1..200 or a negative offset', async () => {
    for (const qs of ['orderBy=bogus', 'orderBy=id', 'orderType=up', ...BAD_PAGING_QUERIES.map((q) => q.slice(1))]) {
      for (const kind of ['broker', 'planner']) {
        const res = await get(`/api/${kind}/list?${qs}`);
        expect(res.statusCode, `${kind} ${qs}`).toBe(400);
        expect(res.json().error.code).toBe('validation');
      }
    }
    // The planner list sorts by name and email only (docs/spec/settings-billing-admin.md §2).
    expect((await get('/api/planner/list?orderBy=paying')).statusCode).toBe(400);
    expect((await get('/api/broker/list?orderBy=paying&orderType=asc&limit=200&offset=0')).statusCode).toBe(200);
  });

  it('defaults to created_at descending, 50 a page, and pages with limit and offset over the total', async () => {
    for (let i = 0; i < 52; i++) await makeAdviser('broker');
    const { ids, body } = await listIds('/api/broker/list');
    expect(ids).toHaveLength(50);
    const live = await t.database.executeSql(
      `select id from advisers where kind = 'broker' and deleted_at is null order by created_at desc, id desc`,
    );
    const expected = live.rows.map((r) => Number(r.id));
    expect(body.total).toBe(expected.length);
    expect(ids).toEqual(expected.slice(0, 50));
    expect((await listIds('/api/broker/list?limit=3&offset=2')).ids).toEqual(expected.slice(2, 5));
    const past = (await get(`/api/broker/list?offset=${expected.length}`)).json();
    expect(past).toEqual({ brokers: [], total: expected.length });
  });
});

describe('search', () => {
  it('matches name, email, company, referral code and source, in any case, and never another kind or a deleted one', async () => {
    const tag = tagOf();
    const byName = await makeAdviser('broker', { first_name: `Ann${tag}name`, last_name: 'Smithers' });
    const byEmail = await makeAdviser('broker', { email: `${tag}email@search.example` });
    const byCompany = await makeAdviser('broker', { set: { company: `Acme ${tag}company Pty Ltd` } });
    const byReferral = await makeAdviser('broker', { set: { referrer_code: `REF${tag.toUpperCase()}REFERRAL` } });
    const bySource = await makeAdviser('broker', { set: { source: `Radio ${tag}source` } });
    const planner = await makeAdviser('planner', { set: { company: `Acme ${tag}company` } });
    await makeAdviser('broker', { set: { company: `Gone ${tag}company`, deleted_at: new Date() } });

    const search = async (kind: AdviserKind, q: string) =>
      (await listIds(`/api/${kind}/list?query=${encodeURIComponent(q)}&orderBy=created_at&orderType=asc`)).ids;
    expect(await search('broker', tag.toUpperCase())).toEqual(
      [byName, byEmail, byCompany, byReferral, bySource].map((a) => a.id),
    );
    expect(await search('broker', `${tag}name smithers`)).toEqual([byName.id]);
    expect(await search('broker', `${tag}EMAIL@search`)).toEqual([byEmail.id]);
    expect(await search('broker', `${tag}company`)).toEqual([byCompany.id]);
    expect(await search('broker', `${tag}referral`)).toEqual([byReferral.id]);
    expect(await search('broker', `radio ${tag}`)).toEqual([bySource.id]);
    expect(await search('planner', tag)).toEqual([planner.id]);
    // Wildcards are taken literally.
    expect(await search('broker', `${tag}%`)).toEqual([]);
    expect(await search('broker', `${tag}_ompany`)).toEqual([]);
    expect((await get(`/api/broker/list?query=${tag}`)).json().total).toBe(5);
  });
});

type Key = string | number | null;
/** Each sortable column: advisers made in this order, with the keys the list should compare (not in id order). */
const SORT_CASES: Record<
  (typeof BROKER_SORTS)[number],
  { key: Key; first_name?: string; email?: string; set?: AdviserSet }[]
> = {
  name: [
    { key: 'bella', first_name: 'Bella' },
    { key: 'carl', first_name: 'carl' },
    { key: 'aaron', first_name: 'aaron' },
  ],
  email: [
    { key: 'c', email: `cat.${tagOf()}@sort.example` },
    { key: 'a', email: `amy.${tagOf()}@sort.example` },
    { key: 'b', email: `bob.${tagOf()}@sort.example` },
  ],
  recent_clients_count: [5, 12, 0].map((n) => ({ key: n, set: { recent_clients_count: n } })),
  registered_at: ['2021-03-01', '2023-07-01', '2022-01-01'].map((d) => ({
    key: d,
    set: { registered_at: new Date(d) },
  })),
  trial_end_date: ['2030-01-01', null, '2024-01-01'].map((d) => ({ key: d, set: { trial_end_date: d } })),
  paying: [
    { key: 1, set: { subscription_status: 'active' } },
    { key: 0, set: { subscription_status: null } },
    { key: 1, set: { subscription_status: 'past_due' } },
    { key: 0, set: { subscription_status: 'canceled' } },
  ],
  referrer: ['CCC', 'AAA', null, 'BBB'].map((c) => ({ key: c, set: { referrer_code: c } })),
  source: ['radio', 'facebook', 'google'].map((s) => ({ key: s, set: { source: s } })),
  created_at: ['2029-02-01', '2029-03-01', '2029-01-01'].map((d) => ({ key: d, set: { created_at: new Date(d) } })),
};

/** Ascending with nulls last and id as the tie-breaker; descending is exactly the reverse. */
const ascending = (rows: { id: number; key: Key }[]) =>
  [...rows]
    .sort((a, b) => {
      if (a.key !== b.key) {
        if (a.key === null) return 1;
        if (b.key === null) return -1;
        return a.key < b.key ? -1 : 1;
      }
      return a.id - b.id;
    })
    .map((r) => r.id);

describe('sorting', () => {
  for (const orderBy of BROKER_SORTS) {
    it(`orders by ${orderBy} ascending and descending`, async () => {
      const tag = tagOf();
      const made: { id: number; key: Key }[] = [];
      for (const c of SORT_CASES[orderBy]) {
        const a = await makeAdviser('broker', {
          first_name: c.first_name,
          email: c.email,
          set: { company: tag, ...c.set },
        });
        made.push({ id: a.id, key: c.key });
      }
      const asc = ascending(made);
      expect(asc).not.toEqual(made.map((m) => m.id)); // the cases are not already in id order
      const url = (dir: string) => `/api/broker/list?query=${tag}&orderBy=${orderBy}&orderType=${dir}`;
      expect((await listIds(url('asc'))).ids).toEqual(asc);
      expect((await listIds(url('desc'))).ids).toEqual([...asc].reverse());
    });
  }

  it('sorts planners by name and email', async () => {
    const tag = tagOf();
    const b = await makeAdviser('planner', { first_name: 'Bo', email: `a.${tag}@sort.example`, set: { company: tag } });
    const a = await makeAdviser('planner', { first_name: 'al', email: `b.${tag}@sort.example`, set: { company: tag } });
    const ids = async (qs: string) => (await listIds(`/api/planner/list?query=${tag}&${qs}`)).ids;
    expect(await ids('orderBy=name&orderType=asc')).toEqual([a.id, b.id]);
    expect(await ids('orderBy=email&orderType=asc')).toEqual([b.id, a.id]);
    expect(await ids('orderBy=email&orderType=desc')).toEqual([a.id, b.id]);
    expect(await ids('')).toEqual([a.id, b.id]);
  });
});

describe('list rows', () => {
  it('carry flags as booleans, dates as YYYY-MM-DD in the business time zone, and the referrer', async () => {
    const referrer = await makeAdviser('broker', { first_name: 'Rita', last_name: 'Referrer' });
    const tag = tagOf();
    const a = await makeAdviser('broker', {
      first_name: 'Ann',
      last_name: 'Row',
      set: {
        company: `Row ${tag}`,
        registered_at: new Date('2030-06-14T15:00:00Z'),
        trial_end_date: '2030-06-14',
        subscription_status: 'past_due',
        plan: 'pro',
        referrer_code: 'RITA1234',
        referrer_adviser_id: referrer.id,
        source: 'google',
        suspended: true,
        recent_billing_date: '2030-05-20',
        recent_clients_count: 3,
      },
    });
    const b = await makeAdviser('broker', { set: { company: `Row ${tag}`, trial_end_date: '2030-06-15' } });
    const { body } = await listIds(`/api/broker/list?query=${tag}&orderBy=created_at&orderType=asc`);
    expect(body.brokers[0]).toEqual({
      id: a.id,
      user_id: a.userId,
      kind: 'broker',
      first_name: 'Ann',
      last_name: 'Row',
      email: a.email,
      company: `Row ${tag}`,
      recent_clients_count: 3,
      registered_at: '2030-06-15',
      trial_end_date: '2030-06-14',
      trial_ended: true,
      paying: true,
      plan: 'pro',
      referrer_code: 'RITA1234',
      referrer_broker_id: referrer.id,
      referrer_first_name: 'Rita',
      referrer_last_name: 'Referrer',
      source: 'google',
      suspended: true,
      free_access: false,
      recent_billing_date: '2030-05-20',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(body.brokers[1]).toMatchObject({
      id: b.id,
      trial_end_date: '2030-06-15',
      trial_ended: false,
      paying: false,
      plan: null,
      referrer_code: null,
      referrer_broker_id: null,
      referrer_first_name: null,
      source: null,
      suspended: false,
      recent_billing_date: null,
    });
  });
});
