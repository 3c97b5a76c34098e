import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker } from '../../../test/application-fixtures';
import { makeClient } from '../../../test/client-factories';
import { type FakeLodgementServer, startFakeLodgement } from '../../../test/fake-lodgement-server';
import { configureLodgement } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { applicants, applicationSections, lodgements } from '../../db/schema';
import { LodgementRetryable } from './adapters/adapter';
import { httpLodgementAdapter } from './adapters/http';
import { runLodgement } from './lodgement.job';
import { queueLodgement } from './lodgement.repo';
import { LODGEMENT_JOB } from './lodgement.service';

/** The upload job (decision 021): retries, refusals, idempotency and a restart part way. */
let fake: FakeLodgementServer;
beforeAll(async () => {
  fake = await startFakeLodgement();
});
afterAll(() => fake.close());
const t = useTestApp(() => ({ env: { LODGEMENT_URL: fake.url } }));
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
  await configureLodgement(t.ctx, broker.adviserId);
});

/** A complete client and its upload row, queued as the route would (without sending the job). */
async function queued() {
  const { clientId } = await makeClient(t.ctx, broker.adviserId);
  await t.ctx.db.insert(applicationSections).values({
    adviser_id: broker.adviserId,
    client_id: clientId,
    section: 'requirement',
    data: { purpose: 'refinance', loan_amount: 400_000_00 },
  });
  await t.ctx.db
    .update(applicants)
    .set({
      data: {
        first_name: 'Job',
        last_name: 'Test',
        date_of_birth: '1985-05-05',
        email: 'j@example.com',
        phone_mobile: '+61400000001',
      },
    })
    .where(eq(applicants.client_id, clientId));
  const row = await queueLodgement(t.ctx.db, {
    adviserId: broker.adviserId,
    clientId,
    target: 'http',
    userId: broker.user.userId,
    now: new Date(),
  });
  return row?.id as number;
}
const rowOf = async (id: number) => (await t.ctx.db.select().from(lodgements).where(eq(lodgements.id, id)))[0];

describe('runLodgement', () => {
  it('a 500 is retried (the job throws), and the next run makes the deal once', async () => {
    const id = await queued();
    fake.faults.failNext = 1;
    await expect(runLodgement(t.ctx, id)).rejects.toBeInstanceOf(LodgementRetryable);
    expect(await rowOf(id)).toMatchObject({ state: 'running', error_code: 'retrying', attempts: 1 });
    await runLodgement(t.ctx, id);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'done', attempts: 2, error_code: null });
    expect([...fake.deals.values()].filter((d) => d.reference === row?.remote_reference)).toHaveLength(1);
  });

  it('an unreachable system is retried, and given up on after the last attempt with plain words', async () => {
    const id = await queued();
    const closed = httpLodgementAdapter('http://127.0.0.1:9');
    await expect(runLodgement(t.ctx, id, closed)).rejects.toBeInstanceOf(LodgementRetryable);
    await t.ctx.db.update(lodgements).set({ attempts: 5 }).where(eq(lodgements.id, id));
    await runLodgement(t.ctx, id, closed);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', error_code: 'gave_up' });
  });

  it('401 and 422 are not retried: the job ends with the reason', async () => {
    const id = await queued();
    fake.faults.refuseField = { field: 'contacts[0].details.mobile', message: 'is not a mobile number' };
    await runLodgement(t.ctx, id);
    fake.faults.refuseField = null;
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      error_code: 'field',
      error_message:
        'The lodgement system refused applicant 1’s mobile: is not a mobile number. Please correct it and upload again.',
    });
  });

  it('a restart after the deal was made but before it was recorded does not make a second deal', async () => {
    const id = await queued();
    const real = httpLodgementAdapter(fake.url);
    // The process dies right after the lodgement system answered the create.
    const crashing = {
      target: 'http',
      async open(c: Parameters<typeof real.open>[0]) {
        const s = await real.open(c);
        return {
          ...s,
          createDeal: async (...args: Parameters<typeof s.createDeal>) => {
            await s.createDeal(...args);
            throw new Error('process killed');
          },
        };
      },
    };
    const before = fake.deals.size;
    await expect(runLodgement(t.ctx, id, crashing)).rejects.toThrow('process killed');
    await runLodgement(t.ctx, id);
    expect(fake.deals.size).toBe(before + 1);
    expect((await rowOf(id))?.state).toBe('done');
  });

  it('through pg-boss: a 500 on the first try is retried with backoff and the upload completes', async () => {
    const id = await queued();
    fake.faults.failNext = 1;
    await t.ctx.jobs.send(LODGEMENT_JOB, { lodgementId: id });
    await t.ctx.jobs.drain(LODGEMENT_JOB, 60_000);
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  }, 90_000);

  it('a slow lodgement system still completes, showing its step meanwhile', async () => {
    const id = await queued();
    fake.faults.delayMs = 1500;
    const run = runLodgement(t.ctx, id);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await rowOf(id))?.state).toBe('running');
    await run;
    fake.faults.delayMs = 0;
    expect((await rowOf(id))?.state).toBe('done');
  });
});
