import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { BAD_PAGING_QUERIES, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { clients } from '../../db/schema';

const t = useTestApp({ admin: true });
let adviserId: number;
let token: string;
/** The broker's clients, by a short name, as made in beforeAll. */
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2030, 0, n));

beforeAll(async () => {
  ({ id: adviserId, token } = await t.adviser());
  const spec = [
    ['ava', 'Ava', 'Zimmer', 'not-started', 'none', 'active', 5, '+61412000111'],
    ['ben', 'Ben', 'Young', 'in-progress', 'invited', 'active', 4, '+61412000222'],
    ['cleo', 'Cleo', 'Xu', 'submitted', 'active', 'active', 3, '+61298765432'],
    ['dan', 'Dan', 'Walsh', 'lodged', 'active', 'active', 2, '+61412000444'],
    ['eve', 'Eve', 'Vance', 'in-progress', 'none', 'archived', 1, '+61412000555'],
    ['finn', 'Finn', 'Umber', 'not-started', 'none', 'lead', 6, '+61412000666'],
  ] as const;
  for (const [key, first, last, status, access, client_type, n, phone] of spec) {
    const made = await makeClient(t.ctx, adviserId, {
      first_name: first,
      last_name: last,
      email: `${key}@family.example`,
      phone_mobile: phone,
      others: key === 'ben' ? ['person'] : [],
      set: { status, access, client_type, created_at: day(n), last_activity_at: day(10 - n) },
    });
    ids[key] = made.clientId;
  }
  // Another adviser's client with a matching name stays out of every answer.
  const other = await makeUser(t.ctx, 'broker');
  await makeClient(t.ctx, other.adviserId as number, { first_name: 'Ava', last_name: 'Zimmer' });
});

const list = async (query = '', as = token) => {
  const res = await call(t.app, as, { method: 'GET', url: `/api/client/list${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = res.json() as { clients: { id: number; name: string }[]; total: number };
  return { ids: body.clients.map((c) => c.id), total: body.total, rows: body.clients };
};
const named = (...keys: string[]) => keys.map((k) => ids[k]);

describe('GET /api/client/list', () => {
  it('by default lists the active clients, latest activity first, with the primary applicant and counts', async () => {
    const r = await list();
    expect(r.ids).toEqual(named('dan', 'cleo', 'ben', 'ava'));
    expect(r.total).toBe(4);
    expect(r.rows.find((c) => c.id === ids.ben)).toMatchObject({
      name: 'Ben Young',
      email: 'ben@family.example',
      phone_mobile: '+61412000222',
      num_applicants: 2,
      status: 'in-progress',
      access: 'invited',
      client_type: 'active',
      num_documents_to_review: 0,
    });
  });

  it('filters by type, status and portal access', async () => {
    expect((await list('?clientType=archived')).ids).toEqual(named('eve'));
    expect((await list('?clientType=lead')).ids).toEqual(named('finn'));
    expect((await list('?status=in-progress')).ids).toEqual(named('ben'));
    expect((await list('?access=active&orderBy=name&orderType=asc')).ids).toEqual(named('cleo', 'dan'));
    expect((await list('?access=none&status=not-started')).ids).toEqual(named('ava'));
  });

  it('searches names of every applicant, emails and phones typed either way', async () => {
    expect((await list('?query=zimm')).ids).toEqual(named('ava'));
    expect((await list('?query=OTHER0')).ids).toEqual(named('ben'));
    expect((await list('?query=cleo%40family')).ids).toEqual(named('cleo'));
    expect((await list(`?query=${encodeURIComponent('0412 000 444')}`)).ids).toEqual(named('dan'));
    expect((await list(`?query=${encodeURIComponent('+61 2 9876')}`)).ids).toEqual(named('cleo'));
    expect((await list('?query=(02)%209876-5432')).ids).toEqual(named('cleo'));
    expect((await list('?query=100%25')).total).toBe(0);
    expect((await list('?query=_')).total).toBe(0);
  });

  it('sorts by name, creation and last activity both ways, and by status in workflow order', async () => {
    expect((await list('?orderBy=name&orderType=asc')).ids).toEqual(named('ava', 'ben', 'cleo', 'dan'));
    expect((await list('?orderBy=name&orderType=desc')).ids).toEqual(named('dan', 'cleo', 'ben', 'ava'));
    expect((await list('?orderBy=created_at&orderType=asc')).ids).toEqual(named('dan', 'cleo', 'ben', 'ava'));
    expect((await list('?orderBy=last_activity_timestamp&orderType=asc')).ids).toEqual(
      named('ava', 'ben', 'cleo', 'dan'),
    );
    expect((await list('?orderBy=status&orderType=asc')).ids).toEqual(named('ava', 'ben', 'cleo', 'dan'));
    expect((await list('?orderBy=status&orderType=desc')).ids).toEqual(named('dan', 'cleo', 'ben', 'ava'));
  });

  it('answers the whole list’s total on every page, past its end too, and 0 when nothing matches', async () => {
    for (const offset of [0, 2, 3, 4, 9]) {
      const page = await list(`?limit=2&offset=${offset}`);
      expect(page.ids, `offset ${offset}`).toEqual(named('dan', 'cleo', 'ben', 'ava').slice(offset, offset + 2));
      expect(page.total, `offset ${offset}`).toBe(4);
    }
    expect(await list('?query=nobody-by-that-name')).toMatchObject({ ids: [], total: 0 });
    expect((await list('?query=nobody-by-that-name&offset=10')).total).toBe(0);
  });

  it('pages through the workflow order across statuses, with the full total', async () => {
    const extra = [];
    for (let i = 0; i < 3; i++) {
      extra.push((await makeClient(t.ctx, adviserId, { set: { status: 'in-progress' } })).clientId);
    }
    const all = await list('?orderBy=status&orderType=asc&limit=200');
    expect(all.ids).toEqual([ids.ava, ...[ids.ben as number, ...extra].sort((a, b) => a - b), ids.cleo, ids.dan]);
    for (const [offset, limit] of [
      [0, 2],
      [1, 3],
      [4, 2],
      [5, 5],
      [7, 1],
    ] as const) {
      const page = await list(`?orderBy=status&orderType=asc&offset=${offset}&limit=${limit}`);
      expect(page.ids, `${offset},${limit}`).toEqual(all.ids.slice(offset, offset + limit));
      expect(page.total).toBe(7);
    }
    // Deleted clients leave the list and its total.
    for (const id of extra) await t.ctx.db.update(clients).set({ deleted_at: new Date() }).where(eq(clients.id, id));
    expect((await list('?status=in-progress')).total).toBe(1);
  });

  it("lets an administrator read a named adviser's list, and asks them to name one", async () => {
    expect((await list(`?adviserId=${adviserId}&query=zimm`, t.adminToken)).ids).toEqual(named('ava'));
    const res = await call(t.app, t.adminToken, { method: 'GET', url: '/api/client/list' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'adviserId', message: MESSAGES.adviserRequired });
    expect(
      (await call(t.app, t.adminToken, { method: 'GET', url: '/api/client/list?adviserId=999999' })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another adviser's list, 403 to a client and 401 signed out", async () => {
    const other = await makeUser(t.ctx, 'broker');
    const otherToken = await signIn(t.app, other.email);
    expect(
      (await call(t.app, otherToken, { method: 'GET', url: `/api/client/list?adviserId=${adviserId}` })).statusCode,
    ).toBe(404);
    expect((await list('', otherToken)).total).toBe(0);
    const client = await makeUser(t.ctx, 'client', { adviserId });
    const clientToken = await signIn(t.app, client.email);
    expect((await call(t.app, clientToken, { method: 'GET', url: '/api/client/list' })).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'GET', url: '/api/client/list' })).statusCode).toBe(401);
  });

  it('refuses bad paging, filters and sorts', async () => {
    for (const q of [...BAD_PAGING_QUERIES, '?clientType=all', '?status=done', '?access=yes', '?orderBy=email']) {
      expect((await call(t.app, token, { method: 'GET', url: `/api/client/list${q}` })).statusCode, q).toBe(400);
    }
  });
});
