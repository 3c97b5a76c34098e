import { REPORT_LODGEMENT_MESSAGES as M, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker } from '../../../test/application-fixtures';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call } from '../../../test/factories';
import { type FakeLodgementServer, startFakeLodgement } from '../../../test/fake-lodgement-server';
import { addDocumentRequest, applicantIdsOf, configureLodgement, seedDemoFor } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients } from '../../db/schema';
import { LODGEMENT_JOB } from './lodgement.service';

let fake: FakeLodgementServer;
beforeAll(async () => {
  fake = await startFakeLodgement();
});
afterAll(() => fake.close());
const t = useTestApp(() => ({ env: { LODGEMENT_URL: fake.url }, admin: true }));

let broker: Broker;
let demo: Awaited<ReturnType<typeof seedDemoFor>>;
beforeAll(async () => {
  broker = await makeBroker(t);
  demo = await seedDemoFor(t.ctx, broker.adviserId, broker.user.userId);
  await configureLodgement(t.ctx, broker.adviserId);
});

const status = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'GET', url: `/api/lodgement/status?clientId=${clientId}` });
const upload = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'POST', url: '/api/lodgement/upload', payload: { clientId } });
const settle = () => t.ctx.jobs.drain(LODGEMENT_JOB, 30_000);

describe('upload to the lodgement system', () => {
  it('uploads the application and its documents, then shows the reference; the client is lodged', async () => {
    const clientId = await demo.byName('Daniel Wright');
    const [daniel] = await applicantIdsOf(t.ctx, clientId);
    const key = crypto.randomUUID();
    await t.ctx.storage.put(
      `${key}.pdf`,
      (await import('node:stream')).Readable.from([Buffer.from('%PDF-1.4 payslip')]),
      'application/pdf',
    );
    await addDocumentRequest(
      t.ctx,
      { adviserId: broker.adviserId, clientId, applicantId: daniel as number },
      'Payslips',
      'accepted',
      [{ file_name: 'payslip.pdf', storage_key: `${key}.pdf` }],
    );
    const before = (await status(broker.token, clientId)).json();
    expect(before).toMatchObject({ option_on: true, allowed: true, configured: true, state: 'none', missing: [] });

    const res = await upload(broker.token, clientId);
    expect(res.statusCode).toBe(202);
    expect(['queued', 'running', 'done']).toContain(res.json().state);
    await settle();
    const after = (await status(broker.token, clientId)).json();
    expect(after).toMatchObject({ state: 'done', step: 'done', documents_sent: 1, documents_total: 1, error: null });
    const deal = [...fake.deals.values()].find((d) => d.reference === after.remote_reference);
    expect(deal?.documents).toMatchObject([{ fileName: 'payslip.pdf', documentType: 'Payslips', bytes: 16 }]);
    expect(after.remote_url).toBe(`${fake.url}/deals/${deal?.id}`);

    const [client] = await t.ctx.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client?.status).toBe('lodged');
    const lines = await t.database.executeSql(
      `select actor_user_id, detail from activity where client_id = $1 and action = 'application_lodged' order by id desc limit 1`,
      [clientId],
    );
    expect(lines.rows[0]).toMatchObject({
      actor_user_id: broker.user.userId,
      detail: { via: 'upload', reference: after.remote_reference },
    });
    const stats = (await call(t.app, t.adminToken, { method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(stats.numMercuryBrokers).toBeGreaterThanOrEqual(1);

    // Uploading again updates the same deal; the document is not sent twice.
    await upload(broker.token, clientId);
    await settle();
    expect(fake.deals.size).toBe(1);
    expect(deal?.updates).toBe(1);
    expect(deal?.documents).toHaveLength(1);
  });

  it('a double click queues one upload and makes one deal', async () => {
    const { clientId } = await makeClient(t.ctx, broker.adviserId);
    await seedRequirements(clientId, broker.adviserId);
    const dealsBefore = fake.deals.size;
    const [a, b] = await Promise.all([upload(broker.token, clientId), upload(broker.token, clientId)]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    await settle();
    expect(fake.deals.size).toBe(dealsBefore + 1);
  });

  it('a wrong API key stops the upload with which credential is wrong, without retrying', async () => {
    const b = await makeBroker(t);
    const c = await makeClient(t.ctx, b.adviserId);
    await seedRequirements(c.clientId, b.adviserId);
    await configureLodgement(t.ctx, b.adviserId, { apiKey: 'wrong-key' });
    const authCalls = () => fake.calls.filter((x) => x.path === '/v1/auth/token').length;
    const before = authCalls();
    expect((await upload(b.token, c.clientId)).statusCode).toBe(202);
    await settle();
    const s = (await status(b.token, c.clientId)).json();
    expect(s).toMatchObject({ state: 'failed', error: { code: 'credentials', message: M.lodgementBadApiKey } });
    expect(authCalls()).toBe(before + 1);
    expect(JSON.stringify(s)).not.toContain('wrong-key');
  });

  it('refuses before sending when something is missing, the credentials are not stored, the option is off or the plan lacks it', async () => {
    const b = await makeBroker(t);
    const c = await makeClient(t.ctx, b.adviserId, { first_name: '' });
    await configureLodgement(t.ctx, b.adviserId);
    const missing = await upload(b.token, c.clientId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(M.lodgementIncomplete);
    expect((await status(b.token, c.clientId)).json().missing.length).toBeGreaterThan(0);

    await t.ctx.db.update(advisers).set({ lodge_api_token_enc: null }).where(eq(advisers.id, b.adviserId));
    expect((await upload(b.token, c.clientId)).json().error.message).toBe(M.lodgementNotConfigured);

    await t.ctx.db.update(advisers).set({ aggregator_id: 1 }).where(eq(advisers.id, b.adviserId));
    expect((await upload(b.token, c.clientId)).json().error.message).toBe(M.lodgementOptionOff);

    await t.ctx.db
      .update(advisers)
      .set({ aggregator_id: 5, trial_end_date: '2020-01-01', plan: 'standard', subscription_status: 'active' })
      .where(eq(advisers.id, b.adviserId));
    const standard = await upload(b.token, c.clientId);
    expect(standard.statusCode).toBe(403);
    expect(standard.json().error.message).toBe(MESSAGES.planFeatureLocked);
    expect((await status(b.token, c.clientId)).json()).toMatchObject({ option_on: true, allowed: false });
  });

  it('answers 404 for another broker’s client, 403 for a client, 401 signed out', async () => {
    const clientId = await demo.byName('Jack Thompson');
    const other = await makeBroker(t);
    expect((await status(other.token, clientId)).statusCode).toBe(404);
    expect((await upload(other.token, clientId)).statusCode).toBe(404);
    const portal = await makeClient(t.ctx, broker.adviserId, { withUser: true });
    const token = await sessionFor(t.ctx, portal.userId as number);
    expect((await status(token, portal.clientId)).statusCode).toBe(403);
    expect((await upload(token, portal.clientId)).statusCode).toBe(403);
    expect((await upload(null, clientId)).statusCode).toBe(401);
  });
});

async function seedRequirements(clientId: number, adviserId: number) {
  const { applicationSections, applicants } = await import('../../db/schema');
  await t.ctx.db.insert(applicationSections).values({
    adviser_id: adviserId,
    client_id: clientId,
    section: 'requirement',
    data: { purpose: 'refinance', loan_amount: 500_000_00 },
  });
  await t.ctx.db
    .update(applicants)
    .set({
      data: {
        first_name: 'Wren',
        last_name: 'Key',
        date_of_birth: '1980-01-01',
        email: 'wren@example.com',
        phone_mobile: '+61400000000',
      },
    })
    .where(eq(applicants.client_id, clientId));
}
