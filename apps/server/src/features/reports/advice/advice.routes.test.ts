import { DEFAULT_SHADING, MESSAGES, PLACEHOLDER_BENCHMARK, STRATEGY_KEYS } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker } from '../../../../test/application-fixtures';
import { makeClient } from '../../../../test/client-factories';
import { call } from '../../../../test/factories';
import { pdfText, seedDemoFor } from '../../../../test/report-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import { advisers } from '../../../db/schema';

/* Serviceability (paid plans) and strategies (Pro) over HTTP, on the demo couple's fact-find, and in the report. */
const t = useTestApp();
let broker: Broker;
let demo: Awaited<ReturnType<typeof seedDemoFor>>;

beforeAll(async () => {
  broker = await makeBroker(t);
  demo = await seedDemoFor(t.ctx, broker.adviserId, broker.user.userId);
});

const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });
const post = (token: string, url: string, payload: object) => call(t.app, token, { method: 'POST', url, payload });
const setPlan = (adviserId: number, plan: 'standard' | 'pro' | null) =>
  t.ctx.db
    .update(advisers)
    .set({ trial_end_date: '2020-01-01', plan, subscription_status: plan ? 'active' : null })
    .where(eq(advisers.id, adviserId));

describe('serviceability', () => {
  it('assesses the demo couple from their fact-find, and the what-if moves the maximum loan', async () => {
    const clientId = await demo.byName('Daniel Wright');
    const first = await get(broker.token, `/api/serviceability?clientId=${clientId}`);
    expect(first.statusCode).toBe(200);
    const a = first.json();
    expect(a).toMatchObject({
      client_id: clientId,
      rate: 6,
      assessment_rate: 9,
      term_years: 30,
      loan_amount_cents: 1_160_000_00,
      benchmark_monthly_cents: 3_050_00,
      // The demo's declared expenses ($6,657.50 a month) are above the benchmark.
      expenses_monthly_cents: 6_657_50,
      living_expenses_used_monthly_cents: 6_657_50,
      // The car lease at its repayment.
      commitments_monthly_cents: 412_00,
      benchmark_is_placeholder: true,
      missing: [],
    });
    expect(a.financial_year).toMatch(/^\d{4}-\d{2}$/);
    expect(a.assumptions.length).toBeGreaterThan(5);
    const lower = (await get(broker.token, `/api/serviceability?clientId=${clientId}&rate=5.5`)).json();
    expect(lower.assessment_rate).toBe(8.5);
    expect(lower.max_loan_cents).toBeGreaterThan(a.max_loan_cents);
    const shorter = (
      await get(broker.token, `/api/serviceability?clientId=${clientId}&termYears=20&loanAmount=50000000`)
    ).json();
    expect(shorter).toMatchObject({ term_years: 20, loan_amount_cents: 500_000_00 });
    expect(shorter.surplus_monthly_cents).toBeGreaterThan(a.surplus_monthly_cents);
  });

  it('says what is missing instead of a surplus while expenses are not answered', async () => {
    const { clientId } = await makeClient(t.ctx, broker.adviserId);
    const a = (await get(broker.token, `/api/serviceability?clientId=${clientId}`)).json();
    expect(a.surplus_monthly_cents).toBeNull();
    expect(a.max_loan_cents).toBeNull();
    expect(a.missing).toContain('Living expenses (not answered)');
  });

  it('refuses a bad what-if, another broker’s client and the Free plan with the upgrade message', async () => {
    const clientId = await demo.byName('Daniel Wright');
    expect((await get(broker.token, `/api/serviceability?clientId=${clientId}&rate=abc`)).statusCode).toBe(400);
    expect((await get(broker.token, `/api/serviceability?clientId=${clientId}&termYears=41`)).statusCode).toBe(400);
    const other = await makeBroker(t);
    expect((await get(other.token, `/api/serviceability?clientId=${clientId}`)).statusCode).toBe(404);
    const free = await makeBroker(t);
    const { clientId: freeClient } = await makeClient(t.ctx, free.adviserId);
    await setPlan(free.adviserId, null);
    const locked = await get(free.token, `/api/serviceability?clientId=${freeClient}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(MESSAGES.planFeatureLocked);
    await setPlan(free.adviserId, 'standard');
    expect((await get(free.token, `/api/serviceability?clientId=${freeClient}`)).statusCode).toBe(200);
  });

  it('uses the firm’s own shading and benchmark once saved', async () => {
    const firm = await makeBroker(t);
    const settingsUrl = `/api/serviceability/settings?adviserId=${firm.adviserId}`;
    expect((await get(firm.token, settingsUrl)).json()).toMatchObject({
      shading: DEFAULT_SHADING,
      benchmark: { is_placeholder: true },
      updated_at: null,
    });
    const rows = PLACEHOLDER_BENCHMARK.rows.map((r) => ({ ...r, monthly_cents: r.monthly_cents + 1_000_00 }));
    const saved = await post(firm.token, '/api/serviceability/settings', {
      adviserId: firm.adviserId,
      shading: { ...DEFAULT_SHADING, overtime: 50 },
      benchmark_label: 'Our aggregator’s HEM, July 2026',
      benchmark_rows: rows,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ shading: { overtime: 50 }, benchmark: { is_placeholder: false } });
    const { clientId } = await makeClient(t.ctx, firm.adviserId);
    const a = (await get(firm.token, `/api/serviceability?clientId=${clientId}`)).json();
    expect(a).toMatchObject({ benchmark_label: 'Our aggregator’s HEM, July 2026', benchmark_is_placeholder: false });
    expect(a.benchmark_monthly_cents).toBe(2_650_00);
    const twice = await post(firm.token, '/api/serviceability/settings', {
      adviserId: firm.adviserId,
      shading: DEFAULT_SHADING,
      benchmark_label: 'x',
      benchmark_rows: [...rows.slice(1), rows[1]],
    });
    expect(twice.statusCode).toBe(400);
    expect((await get(broker.token, settingsUrl)).statusCode).toBe(404);
  });
});

describe('strategies', () => {
  it('lists the library filled from the fact-find, saves two and prints both in the report', async () => {
    const clientId = await demo.byName('Daniel Wright');
    const list = await get(broker.token, `/api/strategy/list?clientId=${clientId}`);
    expect(list.statusCode).toBe(200);
    const { strategies } = list.json();
    expect(strategies.map((s: { key: string }) => s.key)).toEqual([...STRATEGY_KEYS]);
    const offset = strategies.find((s: { key: string }) => s.key === 'extra_repayments_offset');
    expect(offset.fact_find).toMatchObject({ loan_cents: 1_160_000_00, offset_cents: 312_000_00 });
    expect(offset.chosen).toBe(false);

    const save = await post(broker.token, '/api/strategy/save', {
      clientId,
      key: 'extra_repayments_offset',
      inputs: { ...offset.inputs, extra_monthly_cents: 1_000_00 },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().strategy).toMatchObject({ chosen: true, inputs: { extra_monthly_cents: 1_000_00 } });
    const fund = strategies.find((s: { key: string }) => s.key === 'emergency_fund');
    expect(
      (await post(broker.token, '/api/strategy/save', { clientId, key: 'emergency_fund', inputs: fund.inputs }))
        .statusCode,
    ).toBe(200);

    const bad = await post(broker.token, '/api/strategy/save', {
      clientId,
      key: 'emergency_fund',
      inputs: { ...fund.inputs, months: 99 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ message: MESSAGES.strategyInputInvalid, field: 'inputs.months' });
    expect((await post(broker.token, '/api/strategy/save', { clientId, key: 'nope', inputs: {} })).statusCode).toBe(
      400,
    );

    const { url } = (await post(broker.token, '/api/report/token', { clientId })).json();
    const text = (await pdfText((await t.app.inject({ method: 'GET', url })).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Strategies');
    expect(text).toContain('Extra repayments and an offset account');
    expect(text).toContain('Extra repayment a month $1,000.00');
    expect(text).toContain('Emergency fund');
    expect(text).toContain('months of the declared living expenses');
    expect(text).not.toContain('Salary sacrifice into super');

    const removed = await post(broker.token, '/api/strategy/remove', { clientId, key: 'emergency_fund' });
    expect(removed.json().strategies.filter((s: { chosen: boolean }) => s.chosen)).toHaveLength(1);
  });

  it('is Pro only: Standard and Free get 403 with the upgrade message; another broker 404', async () => {
    const std = await makeBroker(t);
    const { clientId } = await makeClient(t.ctx, std.adviserId);
    await setPlan(std.adviserId, 'standard');
    for (const res of [
      await get(std.token, `/api/strategy/list?clientId=${clientId}`),
      await post(std.token, '/api/strategy/save', { clientId, key: 'emergency_fund', inputs: {} }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.proFeatureLocked);
    }
    await setPlan(std.adviserId, 'pro');
    expect((await get(std.token, `/api/strategy/list?clientId=${clientId}`)).statusCode).toBe(200);
    expect((await get(broker.token, `/api/strategy/list?clientId=${clientId}`)).statusCode).toBe(404);
  });
});
