import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { BAD_PAGING_QUERIES, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { clients } from '../../db/schema';

const clock = { now: new Date('2030-03-01T00:00:00Z') };
const t = useTestApp({ clock, admin: true });
let adviserId: number;
let token: string;
beforeAll(async () => {
  ({ id: adviserId, token } = await t.adviser('broker', { first_name: 'Sarah', last_name: 'Mitchell' }));
});

const activity = (clientId: number, query = '', as: string | null = token) =>
  call(t.app, as, { method: 'GET', url: `/api/client/activity?clientId=${clientId}${query}` });
const logActivity = (payload: Record<string, unknown>, as: string | null = token) =>
  call(t.app, as, { method: 'POST', url: '/api/common/log-activity', payload });
const lastActivity = async (id: number) =>
  (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0]?.last_activity_at.toISOString();

describe('GET /api/client/activity', () => {
  it('lists who did what, newest first, with paging and the total', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true, first_name: 'Nina', last_name: 'Patel' });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    await call(t.app, token, { method: 'POST', url: '/api/client/archive', payload: { clientId: made.clientId } });
    await logActivity({ clientId: made.clientId, action: 'page_opened', detail: { page: 'asset' } }, clientToken);
    await call(t.app, t.adminToken, {
      method: 'POST',
      url: '/api/client/restore',
      payload: { clientId: made.clientId },
    });

    const res = await activity(made.clientId);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().activity).toMatchObject([
      { action: 'client_restored', actor: { role: 'admin' } },
      { action: 'page_opened', detail: { page: 'asset' }, actor: { name: 'Nina Patel', role: 'client' } },
      { action: 'client_archived', detail: null, actor: { name: 'Sarah Mitchell', role: 'broker' } },
    ]);
    const page = await activity(made.clientId, '&limit=1&offset=1');
    expect(page.json()).toMatchObject({ total: 3, activity: [{ action: 'page_opened' }] });
    for (const q of BAD_PAGING_QUERIES)
      expect((await activity(made.clientId, q.replace('?', '&'))).statusCode).toBe(400);
  });

  it('is the adviser’s page: the client gets 403', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    expect((await activity(made.clientId, '', await sessionFor(t.ctx, made.userId as number))).statusCode).toBe(403);
  });
});

describe('POST /api/common/log-activity', () => {
  it("records what the browser saw; the client's own visits count as activity, the adviser's do not", async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    const before = await lastActivity(made.clientId);

    clock.now = new Date('2030-03-01T01:00:00Z');
    const byAdviser = await logActivity({ clientId: made.clientId, action: 'report_viewed' });
    expect(byAdviser.statusCode).toBe(204);
    expect(await lastActivity(made.clientId)).toBe(before);

    const byClient = await logActivity({ clientId: made.clientId, action: 'video_played' }, clientToken);
    expect(byClient.statusCode).toBe(204);
    expect(await lastActivity(made.clientId)).toBe('2030-03-01T01:00:00.000Z');
    const rows = await t.database.executeSql(
      'select action, ip, adviser_id from activity where client_id = $1 order by id',
      [made.clientId],
    );
    expect(rows.rows).toMatchObject([
      { action: 'report_viewed', adviser_id: adviserId },
      { action: 'video_played', adviser_id: adviserId },
    ]);
    expect(rows.rows[0]?.ip).toBeTruthy();
  });

  it('refuses an unknown action or an oversized detail, and another adviser’s client', async () => {
    const made = await makeClient(t.ctx, adviserId);
    expect((await logActivity({ clientId: made.clientId, action: 'field_changed' })).statusCode).toBe(400);
    const long = { clientId: made.clientId, action: 'page_opened', detail: { page: 'x'.repeat(201) } };
    expect((await logActivity(long)).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    expect((await logActivity({ clientId: made.clientId, action: 'page_opened', detail: many })).statusCode).toBe(400);
    const other = await makeUser(t.ctx, 'broker');
    const res = await logActivity({ clientId: made.clientId, action: 'page_opened' }, await signIn(t.app, other.email));
    expect(res.statusCode).toBe(404);
  });
});
