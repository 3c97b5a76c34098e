import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { recordAuditEvent } from '../../audit';

/** The firm-wide audit (decision 044): one event store, filtered, paged and exported, each adviser to their own. */
const clock = { now: new Date('2026-11-10T00:00:00Z') };
const t = useTestApp({ admin: true, clock });

const list = (token: string, query = '') => call(t.app, token, { method: 'GET', url: `/api/audit${query}` });
type Event = { type: string; at: string; actor: { id: number } | null; client_id: number | null; ip: string | null };

describe('GET /api/audit', () => {
  it('an administrator reads every event with its type, time, actor and client; filters combine and pages', async () => {
    const b = await t.adviser();
    const client = await makeClient(t.ctx, b.id);
    // Sign-ins and failures were recorded by the factories; these stand for exports, downloads and the rest.
    await recordAuditEvent(t.ctx.db, {
      action: 'client_exported',
      actorUserId: b.userId,
      clientId: client.clientId,
      ip: '10.1.1.1',
    });
    await recordAuditEvent(t.ctx.db, {
      action: 'document_downloaded',
      actorUserId: b.userId,
      clientId: client.clientId,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: b.email, password: 'Wrong-pass1!' },
    });

    const all = await list(t.adminToken, '?limit=200');
    expect(all.statusCode).toBe(200);
    const events = all.json().events as Event[];
    expect(all.json().total).toBeGreaterThanOrEqual(4);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['login', 'login_failed', 'client_exported']));
    const exported = events.find((e) => e.type === 'client_exported');
    expect(exported).toMatchObject({
      actor: { id: b.userId, email: b.email, role: 'broker' },
      client_id: client.clientId,
      ip: '10.1.1.1',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const ofClient = (await list(t.adminToken, `?clientId=${client.clientId}`)).json();
    expect(ofClient.total).toBe(2);
    const byType = (await list(t.adminToken, `?clientId=${client.clientId}&type=document_downloaded`)).json();
    expect(byType.events.map((e: Event) => e.type)).toEqual(['document_downloaded']);
    const byPerson = (await list(t.adminToken, `?userId=${b.userId}&type=login_failed`)).json();
    expect(byPerson.total).toBe(1);
    const paged = (await list(t.adminToken, `?clientId=${client.clientId}&limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 2, events: [{ type: 'client_exported' }] });
    expect(paged.events).toHaveLength(1);
  });

  it('filters by business days in the business time zone, both ends included', async () => {
    const b = await t.adviser();
    const c = await makeClient(t.ctx, b.id);
    const at = async (iso: string, action: string) => {
      await t.ctx.db.execute(
        // The store's clock is the database's: the event is written at the instant under test.
        sql`insert into activity (action, client_id, created_at) values (${action}, ${c.clientId}, ${iso}::timestamptz)`,
      );
    };
    // 2026-11-11 in Sydney (UTC+11) runs from 2026-11-10T13:00Z to 2026-11-11T13:00Z.
    await at('2026-11-10T12:59:00Z', 'before_day');
    await at('2026-11-10T13:00:00Z', 'first_of_day');
    await at('2026-11-11T12:59:00Z', 'last_of_day');
    await at('2026-11-11T13:00:00Z', 'after_day');
    const dayRes = await list(t.adminToken, `?clientId=${c.clientId}&from=2026-11-11&to=2026-11-11`);
    expect(dayRes.statusCode, dayRes.body).toBe(200);
    const day = dayRes.json();
    expect(day.events.map((e: Event) => e.type)).toEqual(['last_of_day', 'first_of_day']);
    expect((await list(t.adminToken, '?from=2026-13-01')).statusCode).toBe(400);
  });

  it('an adviser reads the events of their own clients only; another’s client answers 404; a client 403', async () => {
    const mine = await t.adviser();
    const other = await t.adviser();
    const myClient = await makeClient(t.ctx, mine.id);
    const theirClient = await makeClient(t.ctx, other.id);
    await recordAuditEvent(t.ctx.db, {
      action: 'report_viewed',
      actorUserId: mine.userId,
      clientId: myClient.clientId,
    });
    await recordAuditEvent(t.ctx.db, {
      action: 'report_viewed',
      actorUserId: other.userId,
      clientId: theirClient.clientId,
    });
    const res = await list(mine.token, '?limit=200');
    expect(res.statusCode).toBe(200);
    const events = res.json().events as Event[];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.client_id).toBe(myClient.clientId);
    expect((await list(mine.token, `?clientId=${theirClient.clientId}`)).statusCode).toBe(404);
    const portal = await t.clientOf(mine.id);
    expect((await list(portal.token)).statusCode).toBe(403);
    expect((await call(t.app, portal.token, { method: 'GET', url: '/api/audit/export' })).statusCode).toBe(403);
  });
});

describe('GET /api/audit/export', () => {
  it('answers the filter as CSV, neutralises formulas, and records the export', async () => {
    const b = await t.adviser('planner', { first_name: '=HYPERLINK("x")' });
    const c = await makeClient(t.ctx, b.id);
    await recordAuditEvent(t.ctx.db, {
      action: 'file_downloaded',
      actorUserId: b.userId,
      clientId: c.clientId,
      ip: '10.9.9.9',
    });
    const res = await call(t.app, b.token, { method: 'GET', url: `/api/audit/export?clientId=${c.clientId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="BrokerDesk-audit-\d{4}-\d\d-\d\d\.csv"/);
    const records = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    // The export is recorded before it is read, so it lists itself first.
    expect(records.map((r) => r.Type)).toEqual(['audit_exported', 'file_downloaded']);
    expect(records[1]).toMatchObject({ Event: 'File downloaded', 'Client id': String(c.clientId), IP: '10.9.9.9' });
    expect(records[1]?.Person?.startsWith("'=HYPERLINK")).toBe(true);
    const after = (await list(t.adminToken, `?type=audit_exported&userId=${b.userId}`)).json();
    expect(after.total).toBe(1);
  });

  it('streams every event past one batch', async () => {
    const b = await t.adviser();
    const c = await makeClient(t.ctx, b.id);
    for (let i = 0; i < 3; i++) {
      await t.ctx.db.execute(
        sql`insert into activity (action, client_id) select 'bulk_event', ${c.clientId} from generate_series(1, 400)`,
      );
    }
    const res = await call(t.app, t.adminToken, {
      method: 'GET',
      url: `/api/audit/export?clientId=${c.clientId}&type=bulk_event`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.body, { bom: true, columns: true }) as unknown[];
    expect(records).toHaveLength(1200);
  });
});
