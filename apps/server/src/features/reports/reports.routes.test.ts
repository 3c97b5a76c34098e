import { MESSAGES, REPORT_LODGEMENT_MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker } from '../../../test/application-fixtures';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';

const clock = { now: new Date('2026-11-20T01:00:00Z') };
const t = useTestApp({ clock, admin: true });
let broker: Broker;
let clientId: number;
let otherClientId: number;

beforeAll(async () => {
  broker = await makeBroker(t);
  clientId = (await makeClient(t.ctx, broker.adviserId)).clientId;
  otherClientId = (await makeClient(t.ctx, broker.adviserId)).clientId;
});

const issue = (token: string | null, id: number) =>
  call(t.app, token, { method: 'POST', url: '/api/report/token', payload: { clientId: id } });
const open = (url: string, accept = 'application/pdf') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('POST /api/report/token', () => {
  it('issues a two-minute link to the client’s report, whose token is not stored in clear', async () => {
    const res = await issue(broker.token, clientId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.url).toBe(`/api/report/preview/${clientId}?token=${body.token}`);
    expect(new Date(body.expires_at).getTime() - clock.now.getTime()).toBe(120_000);
    const rows = await t.database.executeSql('select token_hash from report_tokens', []);
    expect(JSON.stringify(rows.rows)).not.toContain(body.token);
  });

  it('answers 404 for another broker’s client, 403 for a client, 401 signed out', async () => {
    const other = await makeBroker(t);
    expect((await issue(other.token, clientId)).statusCode).toBe(404);
    const portal = await makeClient(t.ctx, broker.adviserId, { withUser: true });
    const clientToken = await sessionFor(t.ctx, portal.userId as number);
    expect((await issue(clientToken, portal.clientId)).statusCode).toBe(403);
    expect((await issue(null, clientId)).statusCode).toBe(401);
    expect((await issue(t.adminToken, clientId)).statusCode).toBe(200);
  });
});

describe('GET /api/report/preview/{clientId}', () => {
  it('streams the PDF once; the same link again is refused', async () => {
    const { url } = (await issue(broker.token, clientId)).json();
    const first = await open(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await open(url);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(REPORT_LODGEMENT_MESSAGES.reportLinkInvalid);
  });

  it('refuses an expired link with a page a browser shows, not a stack trace', async () => {
    const { url } = (await issue(broker.token, clientId)).json();
    clock.now = new Date(clock.now.getTime() + 121_000);
    const res = await open(url, 'text/html,application/xhtml+xml');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(REPORT_LODGEMENT_MESSAGES.reportLinkTitle);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses another client’s link, a made-up token and no token', async () => {
    const { token } = (await issue(broker.token, clientId)).json();
    expect((await open(`/api/report/preview/${otherClientId}?token=${token}`)).statusCode).toBe(401);
    expect((await open(`/api/report/preview/${clientId}?token=made-up`)).statusCode).toBe(401);
    expect((await open(`/api/report/preview/${clientId}`)).statusCode).toBe(401);
    // The first refusal did not use up the link: it still opens its own client's report.
    expect((await open(`/api/report/preview/${clientId}?token=${token}`)).statusCode).toBe(200);
  });

  it('records who viewed the report on the client’s activity', async () => {
    const { url } = (await issue(broker.token, clientId)).json();
    await open(url);
    const rows = await t.database.executeSql(
      `select actor_user_id from activity where client_id = $1 and action = 'report_viewed'`,
      [clientId],
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows[0]).toMatchObject({ actor_user_id: broker.user.userId });
  });
});

describe('locks (docs/spec/core-and-application.md §4)', () => {
  const lockWith = async (adviserId: number, set: Partial<typeof advisers.$inferInsert>) =>
    t.ctx.db.update(advisers).set(set).where(eq(advisers.id, adviserId));

  it('a suspended broker is refused the link with the upgrade message', async () => {
    const b = await makeBroker(t);
    const c = (await makeClient(t.ctx, b.adviserId)).clientId;
    await lockWith(b.adviserId, { suspended: true });
    const res = await issue(b.token, c);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
  });

  it('a broker on Free after the trial is refused too, and so is a link issued before the lock', async () => {
    const b = await makeBroker(t);
    const c = (await makeClient(t.ctx, b.adviserId)).clientId;
    const { url } = (await issue(b.token, c)).json();
    await lockWith(b.adviserId, { trial_end_date: '2020-01-01' });
    expect((await issue(b.token, c)).json().error.message).toBe(MESSAGES.planFeatureLocked);
    const res = await open(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
  });
});

describe('assessment notes', () => {
  it('the broker saves notes the client cannot read', async () => {
    const save = await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/report/assessment-notes',
      payload: { clientId, notes: '  Serviceability looks fine with the bonus.  ' },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().notes).toBe('Serviceability looks fine with the bonus.');
    const read = await call(t.app, broker.token, {
      method: 'GET',
      url: `/api/report/assessment-notes?clientId=${clientId}`,
    });
    expect(read.json().notes).toBe('Serviceability looks fine with the bonus.');
    const tooLong = await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/report/assessment-notes',
      payload: { clientId, notes: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
