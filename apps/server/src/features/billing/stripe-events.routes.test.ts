import { MESSAGES, TOTAL_COUNT_HEADER } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_PAGING_QUERIES, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';
import { type IncomingStripeEvent, storeStripeEvent } from './stripe-events.repo';

const t = useTestApp({ admin: true });

const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url });
const ids = (res: { json(): { id: string }[] }) => res.json().map((r) => r.id);

function event(id: string, object: Record<string, unknown>, type = 'invoice.paid'): IncomingStripeEvent {
  return {
    id,
    object: 'event',
    type,
    created: 1_700_000_000,
    livemode: false,
    data: { object: { object: 'invoice', ...object } },
  };
}

describe('storeStripeEvent', () => {
  it('stores an event once, by id, and reports whether it was new', async () => {
    const first = event('evt_idem_1', { customer: 'cus_idem', customer_email: 'first@idem.example' });
    expect(await storeStripeEvent(t.ctx.db, first)).toBe(true);
    const again = event(
      'evt_idem_1',
      { customer: 'cus_other', customer_email: 'changed@idem.example' },
      'charge.failed',
    );
    expect(await storeStripeEvent(t.ctx.db, again)).toBe(false);
    const rows = await t.database.executeSql(
      'select id, type, customer, email, data from stripe_events where id = $1',
      ['evt_idem_1'],
    );
    expect(rows.rows).toEqual([
      { id: 'evt_idem_1', type: 'invoice.paid', customer: 'cus_idem', email: 'first@idem.example', data: first },
    ]);
  });

  it('takes email before customer_email, and the id of an expanded customer', async () => {
    await storeStripeEvent(
      t.ctx.db,
      event('evt_cols_1', {
        customer: { id: 'cus_expanded', object: 'customer' },
        email: 'a@cols.example',
        customer_email: 'b@cols.example',
      }),
    );
    await storeStripeEvent(t.ctx.db, event('evt_cols_2', { customer: null }));
    const rows = await t.database.executeSql(
      "select id, customer, email from stripe_events where id like 'evt_cols_%' order by id",
    );
    expect(rows.rows).toEqual([
      { id: 'evt_cols_1', customer: 'cus_expanded', email: 'a@cols.example' },
      { id: 'evt_cols_2', customer: null, email: null },
    ]);
  });
});

describe('GET /api/stripe/data', () => {
  const hour = (h: number) => new Date(Date.UTC(2025, 2, 3, h));
  beforeAll(async () => {
    // Received in an order unlike the ids' order, so the two sorts differ.
    await storeStripeEvent(
      t.ctx.db,
      event('evt_list_b', { customer: 'cus_list_1', customer_email: 'payer@list.example' }),
      hour(1),
    );
    await storeStripeEvent(
      t.ctx.db,
      event('evt_list_c', { customer: 'cus_list_2', email: 'owner@list.example' }, 'customer.subscription.created'),
      hour(2),
    );
    await storeStripeEvent(t.ctx.db, event('evt_list_a', { customer: 'cus_list_3' }, 'customer.updated'), hour(3));
  });

  it('answers 403 to a broker, a planner and a client, and 401 when signed out', async () => {
    for (const role of ['broker', 'planner', 'client'] as const) {
      const token = await signIn(t.app, (await makeUser(t.ctx, role)).email);
      for (const url of ['/api/stripe/data', '/api/stripe/event/evt_list_a']) {
        const res = await get(token, url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.forbidden });
      }
    }
    expect((await get(null, '/api/stripe/data')).statusCode).toBe(401);
  });

  it('answers an array of rows in the spec’s shape, newest first, with the total in X-Total-Count', async () => {
    // The customer of one event is an adviser's: that row names the account its ID opens.
    const payer = await t.adviser('broker');
    await t.ctx.db.update(advisers).set({ stripe_customer_id: 'cus_list_1' }).where(eq(advisers.id, payer.id));
    const res = await get(t.adminToken, '/api/stripe/data?query=evt_list');
    expect(res.statusCode).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(res.json()).toEqual([
      {
        id: 'evt_list_a',
        data: {
          type: 'customer.updated',
          data: { object: { customer: 'cus_list_3', email: null, customer_email: null } },
        },
        account: null,
      },
      {
        id: 'evt_list_c',
        data: {
          type: 'customer.subscription.created',
          data: { object: { customer: 'cus_list_2', email: 'owner@list.example', customer_email: null } },
        },
        account: null,
      },
      {
        id: 'evt_list_b',
        data: {
          type: 'invoice.paid',
          data: { object: { customer: 'cus_list_1', email: null, customer_email: 'payer@list.example' } },
        },
        account: { kind: 'broker', id: payer.id },
      },
    ]);
    const all = await get(t.adminToken, '/api/stripe/data');
    const count = await t.database.executeSql('select count(*)::int as n from stripe_events');
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe(String(count.rows[0]?.n));
  });

  it('sorts by id both ways, and by arrival ascending', async () => {
    expect(ids(await get(t.adminToken, '/api/stripe/data?query=evt_list&orderBy=id&orderType=asc'))).toEqual([
      'evt_list_a',
      'evt_list_b',
      'evt_list_c',
    ]);
    expect(ids(await get(t.adminToken, '/api/stripe/data?query=evt_list&orderBy=id&orderType=desc'))).toEqual([
      'evt_list_c',
      'evt_list_b',
      'evt_list_a',
    ]);
    expect(ids(await get(t.adminToken, '/api/stripe/data?query=evt_list&orderBy=created_at&orderType=asc'))).toEqual([
      'evt_list_b',
      'evt_list_c',
      'evt_list_a',
    ]);
  });

  it('searches id, type, customer and email in any case, taking wildcards literally', async () => {
    for (const [query, expected] of [
      ['EVT_LIST_B', ['evt_list_b']],
      ['subscription.created', ['evt_list_c']],
      ['cus_list_3', ['evt_list_a']],
      ['PAYER@list', ['evt_list_b']],
      ['owner@list.example', ['evt_list_c']],
      ['evt%list', []],
    ] as const) {
      const res = await get(t.adminToken, `/api/stripe/data?query=${encodeURIComponent(query)}`);
      expect(ids(res), query).toEqual(expected);
      expect(res.headers[TOTAL_COUNT_HEADER], query).toBe(String(expected.length));
    }
  });

  it('pages with limit and offset, keeping the total of all matches', async () => {
    const res = await get(t.adminToken, '/api/stripe/data?query=evt_list&orderBy=id&orderType=asc&limit=1&offset=1');
    expect(ids(res)).toEqual(['evt_list_b']);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
  });

  it('answers 400 for a column that does not sort, a bad direction, or a limit or offset out of range', async () => {
    for (const q of ['?orderBy=type', '?orderBy=customer', '?orderType=sideways', ...BAD_PAGING_QUERIES]) {
      const res = await get(t.adminToken, `/api/stripe/data${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });
});

describe('GET /api/stripe/event/:id', () => {
  it('answers the whole event as received', async () => {
    const full = {
      ...event('evt_detail_1', { customer: 'cus_detail', lines: { data: [{ amount: 4400, currency: 'aud' }] } }),
      request: { id: 'req_1', idempotency_key: null },
    };
    await storeStripeEvent(t.ctx.db, full, new Date('2025-04-01T10:00:00Z'));
    const res = await get(t.adminToken, '/api/stripe/event/evt_detail_1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'evt_detail_1',
      type: 'invoice.paid',
      received_at: '2025-04-01T10:00:00.000Z',
      data: full,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get(t.adminToken, '/api/stripe/event/evt_missing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
