import { FEEDBACK_MAX_LENGTH, FEEDBACK_SEARCH_COUNT_CAP, MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_PAGING_QUERIES, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { feedback } from '../../db/schema';

const t = useTestApp({ admin: true });

const send = (token: string | null, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: '/api/feedback/create', payload });
const list = (token: string | null, query = '') =>
  call(t.app, token, { method: 'GET', url: `/api/feedback/data${query}` });
const ids = (body: { feedback: { id: number }[] }) => body.feedback.map((f) => f.id);

type Seed = Partial<typeof feedback.$inferInsert> & { message: string; created_at: Date };
/** Rows written straight to the table, so a test controls dates and names exactly. */
async function insertFeedback(rows: Seed[]) {
  const user = await makeUser(t.ctx, 'broker');
  const out: number[] = [];
  for (const row of rows) {
    const [r] = await t.ctx.db
      .insert(feedback)
      .values({ user_id: user.userId, user_type: 'broker', ...row })
      .returning({ id: feedback.id });
    if (!r) throw new Error('feedback insert returned no row');
    out.push(r.id);
  }
  return out;
}

describe('POST /api/feedback/create', () => {
  it('records a broker’s and a planner’s own names as the broker', async () => {
    for (const role of ['broker', 'planner'] as const) {
      const u = await makeUser(t.ctx, role, { first_name: 'Avery', last_name: `Adviser-${role}` });
      const res = await send(await signIn(t.app, u.email), { message: '  Love the new lists.  ' });
      expect(res.statusCode, role).toBe(201);
      const item = res.json().feedback;
      expect(item).toMatchObject({
        user_type: role,
        broker_id: u.adviserId,
        broker_first_name: 'Avery',
        broker_last_name: `Adviser-${role}`,
        client_id: null,
        client_first_name: '',
        client_last_name: '',
        message: 'Love the new lists.',
      });
      expect(new Date(item.date).toISOString()).toBe(item.date);
      const stored = await t.database.executeSql('select user_id, adviser_id, client_id from feedback where id = $1', [
        item.id,
      ]);
      expect(stored.rows[0]).toEqual({ user_id: u.userId, adviser_id: u.adviserId, client_id: null });
    }
  });

  it('records a client’s own names and their adviser’s as the broker', async () => {
    const adviser = await makeUser(t.ctx, 'broker', { first_name: 'Brooke', last_name: 'Lender' });
    const client = await makeUser(t.ctx, 'client', {
      first_name: 'Casey',
      last_name: 'Client',
      adviserId: adviser.adviserId ?? undefined,
    });
    const res = await send(await signIn(t.app, client.email), { message: 'Where do I upload payslips?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().feedback).toMatchObject({
      user_type: 'client',
      broker_id: adviser.adviserId,
      broker_first_name: 'Brooke',
      broker_last_name: 'Lender',
      client_id: client.clientId,
      client_first_name: 'Casey',
      client_last_name: 'Client',
      message: 'Where do I upload payslips?',
    });
  });

  it('answers 403 to an administrator account, which has no adviser or client', async () => {
    const res = await send(t.adminToken, { message: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.forbidden });
  });

  it('answers 401 when signed out', async () => {
    expect((await send(null, { message: 'Hello' })).statusCode).toBe(401);
  });

  it('answers 400 for a missing, empty, blank or over-long message, with the catalogue’s words', async () => {
    const token = await signIn(t.app, (await makeUser(t.ctx, 'broker')).email);
    for (const [payload, message] of [
      [{}, MESSAGES.feedbackRequired],
      [{ message: '' }, MESSAGES.feedbackRequired],
      [{ message: ' \n\t ' }, MESSAGES.feedbackRequired],
      [{ message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, MESSAGES.feedbackTooLong],
    ] as const) {
      const res = await send(token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message, field: 'message' });
    }
    expect((await send(token, { message: 'x'.repeat(FEEDBACK_MAX_LENGTH) })).statusCode).toBe(201);
  });

  it('lets one user send 20 an hour, then answers 429 in the error shape until the hour has passed', async () => {
    const u = await makeUser(t.ctx, 'planner');
    const token = await signIn(t.app, u.email);
    for (let i = 1; i <= 20; i++)
      expect((await send(token, { message: `Note ${i}` })).statusCode, `message ${i}`).toBe(201);
    const refused = await send(token, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.tooManyAttempts });
    // Per user: a fresh sign-in of the same person is still limited; someone else is not.
    expect((await send(await signIn(t.app, u.email), { message: 'New session' })).statusCode).toBe(429);
    expect(
      (await send(await signIn(t.app, (await makeUser(t.ctx, 'planner')).email), { message: 'Mine' })).statusCode,
    ).toBe(201);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_001 });
    try {
      expect((await send(token, { message: 'An hour later' })).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/feedback/data', () => {
  it('answers 403 to a broker, a planner and a client, and 401 when signed out', async () => {
    for (const role of ['broker', 'planner', 'client'] as const) {
      const res = await list(await signIn(t.app, (await makeUser(t.ctx, role)).email));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await list(null)).statusCode).toBe(401);
  });

  it('defaults to newest first with the total, and keeps line breaks in the message', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, u.email);
    const message = 'Line one\nLine two\r\n\nLine three';
    const created = (await send(token, { message })).json().feedback;
    const body = (await list(t.adminToken)).json();
    const count = await t.database.executeSql('select count(*)::int as n from feedback');
    expect(body.total).toBe(count.rows[0]?.n);
    const dates = body.feedback.map((f: { date: string }) => f.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const listed = body.feedback.find((f: { id: number }) => f.id === created.id);
    expect(listed).toEqual(created);
    expect(listed.message).toBe(message);
  });

  describe('sorting', () => {
    const d = (day: number) => new Date(Date.UTC(2024, 0, day, 3));
    let r: number[] = [];
    beforeAll(async () => {
      // Each order gives a different permutation; the two empty client names tie and fall back to id.
      r = await insertFeedback([
        {
          created_at: d(2),
          user_type: 'planner',
          broker_first_name: 'Cara',
          broker_last_name: 'Zed',
          message: 'sorttok one',
        },
        {
          created_at: d(1),
          user_type: 'client',
          broker_first_name: 'alan',
          broker_last_name: 'Brown',
          client_first_name: 'Zoe',
          client_last_name: 'Young',
          message: 'sorttok two',
        },
        {
          created_at: d(3),
          user_type: 'broker',
          broker_first_name: 'Bob',
          broker_last_name: 'Stone',
          message: 'sorttok three',
        },
      ]);
    });
    const sorted = async (orderBy: string, orderType: string) =>
      ids((await list(t.adminToken, `?query=sorttok&orderBy=${orderBy}&orderType=${orderType}`)).json());

    it('by date', async () => {
      expect(await sorted('date', 'asc')).toEqual([r[1], r[0], r[2]]);
      expect(await sorted('date', 'desc')).toEqual([r[2], r[0], r[1]]);
      expect(ids((await list(t.adminToken, '?query=sorttok')).json())).toEqual([r[2], r[0], r[1]]);
    });
    it('by user type', async () => {
      expect(await sorted('user-type', 'asc')).toEqual([r[2], r[1], r[0]]);
      expect(await sorted('user-type', 'desc')).toEqual([r[0], r[1], r[2]]);
    });
    it('by broker name, ignoring case', async () => {
      expect(await sorted('broker-name', 'asc')).toEqual([r[1], r[2], r[0]]);
      expect(await sorted('broker-name', 'desc')).toEqual([r[0], r[2], r[1]]);
    });
    it('by client name, with id breaking ties', async () => {
      expect(await sorted('client-name', 'asc')).toEqual([r[0], r[2], r[1]]);
      expect(await sorted('client-name', 'desc')).toEqual([r[1], r[2], r[0]]);
    });
  });

  it('searches names, user type and message in any case, taking wildcards literally', async () => {
    const at = new Date('2025-05-05T00:00:00Z');
    const [plain, , client] = await insertFeedback([
      { created_at: at, broker_first_name: 'Quinlan', broker_last_name: 'Searchable', message: 'zzAAyy findme' },
      { created_at: at, message: 'zz%yy findme' },
      {
        created_at: at,
        user_type: 'client',
        client_first_name: 'Ottoline',
        client_last_name: 'Quest',
        message: 'findme',
      },
    ]);
    expect(ids((await list(t.adminToken, '?query=QUINLAN%20SEARCH')).json())).toEqual([plain]);
    expect(ids((await list(t.adminToken, '?query=ottoline')).json())).toEqual([client]);
    const literal = (await list(t.adminToken, `?query=${encodeURIComponent('zz%yy')}`)).json();
    expect(literal.total).toBe(1);
    expect(literal.feedback[0].message).toBe('zz%yy findme');
    expect((await list(t.adminToken, `?query=${encodeURIComponent('zz_ayy')}`)).json()).toEqual({
      feedback: [],
      total: 0,
      total_capped: false,
    });
  });

  it('counts a search exactly up to 1,000 matches and marks a larger count as capped', async () => {
    const user = await makeUser(t.ctx, 'planner');
    const many = Array.from({ length: FEEDBACK_SEARCH_COUNT_CAP + 2 }, (_, i) => ({
      user_id: user.userId,
      user_type: 'planner' as const,
      message: `capword number ${i}`,
    }));
    await t.ctx.db.insert(feedback).values(many);
    const capped = (await list(t.adminToken, '?query=capword&limit=5')).json();
    expect(capped).toMatchObject({ total: FEEDBACK_SEARCH_COUNT_CAP, total_capped: true });
    expect(capped.feedback).toHaveLength(5);
    const exact = (await list(t.adminToken, '?query=capword%20number%201001')).json();
    expect(exact).toMatchObject({ total: 1, total_capped: false });
    const all = (await list(t.adminToken, '')).json();
    expect(all.total).toBeGreaterThan(FEEDBACK_SEARCH_COUNT_CAP);
    expect(all.total_capped).toBe(false);
  });

  it('pages with limit and offset, keeping the total of all matches', async () => {
    const days = [1, 2, 3, 4, 5].map((n) => new Date(Date.UTC(2023, 5, n)));
    const made = await insertFeedback(days.map((created_at, i) => ({ created_at, message: `pagetok ${i}` })));
    const page = (await list(t.adminToken, '?query=pagetok&limit=2&offset=1')).json();
    expect(page.total).toBe(5);
    expect(ids(page)).toEqual([made[3], made[2]]);
    expect(ids((await list(t.adminToken, '?query=pagetok&limit=2&offset=4')).json())).toEqual([made[0]]);
  });

  it('answers 400 for an unknown sort, a bad direction, or a limit or offset out of range', async () => {
    for (const q of ['?orderBy=message', '?orderBy=created_at', '?orderType=up', ...BAD_PAGING_QUERIES]) {
      const res = await list(t.adminToken, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });
});
