import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients, emails, lodgements } from '../../db/schema';

const t = useTestApp({ admin: true });

const stats = (token: string | null) => call(t.app, token, { method: 'GET', url: '/api/dashboard/stats' });

async function makeAdviser(kind: 'broker' | 'planner', set: Partial<typeof advisers.$inferInsert> = {}) {
  const id = (await makeUser(t.ctx, kind)).adviserId as number;
  if (Object.keys(set).length > 0) await t.ctx.db.update(advisers).set(set).where(eq(advisers.id, id));
  return id;
}

describe('GET /api/dashboard/stats', () => {
  it('answers 401 signed out and 403 to a broker, a planner and a client', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    for (const role of ['broker', 'planner', 'client'] as const) {
      const res = await stats(await signIn(t.app, (await makeUser(t.ctx, role)).email));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.forbidden });
    }
  });

  it('counts live brokers, live clients, emails, payment customers and brokers with the lodgement integration', async () => {
    const before = (await stats(t.adminToken)).json();
    const broker = await makeAdviser('broker', { stripe_customer_id: 'cus_1', lodge_api_key_enc: 'enc:key' });
    await makeAdviser('broker', { lodge_api_key_enc: 'enc:key', deleted_at: new Date() });
    await makeAdviser('broker', { stripe_customer_id: 'cus_gone', deleted_at: new Date() });
    const planner = await makeAdviser('planner', { stripe_customer_id: 'cus_2', lodge_api_key_enc: 'enc:key' });
    const goneBroker = await makeAdviser('broker', { deleted_at: new Date() });
    // Configured but never uploaded: not yet using the integration (decision 021).
    const notYet = await makeAdviser('broker', { lodge_api_key_enc: 'enc:key' });
    const made = await t.ctx.db
      .insert(clients)
      .values([
        { adviser_id: broker },
        { adviser_id: planner },
        { adviser_id: broker, deleted_at: new Date() },
        { adviser_id: goneBroker },
        { adviser_id: notYet },
      ])
      .returning({ id: clients.id });
    await t.ctx.db.insert(lodgements).values([
      { adviser_id: broker, client_id: made[0]?.id as number, idempotency_key: 'k1', lodged_at: new Date() },
      { adviser_id: notYet, client_id: made[4]?.id as number, idempotency_key: 'k2', state: 'failed' },
    ]);
    await t.ctx.db.insert(emails).values(
      ['a', 'b', 'c'].map((x) => ({
        kind: 'test',
        to_address: `${x}@dash.example`,
        from_address: 'no-reply@brokerdesk.local',
        subject: x,
        text_body: x,
        status: 'stored' as const,
      })),
    );
    const res = await stats(t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      numBrokers: before.numBrokers + 2,
      numClients: before.numClients + 3,
      numEmails: before.numEmails + 3,
      numStripeCustomers: before.numStripeCustomers + 2,
      numMercuryBrokers: before.numMercuryBrokers + 1,
    });
  });

  it('matches the tables from scratch', async () => {
    const body = (await stats(t.adminToken)).json();
    const q = async (text: string) => Number((await t.database.executeSql(text)).rows[0]?.n);
    expect(body.numBrokers).toBe(await q(`select count(*) n from advisers where kind='broker' and deleted_at is null`));
    expect(body.numEmails).toBe(await q('select count(*) n from emails'));
    expect(body.numBrokers).toBeGreaterThan(0);
    expect(body.numClients).toBeGreaterThan(0);
  });
});
