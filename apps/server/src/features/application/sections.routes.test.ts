import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  type Broker,
  get,
  makeBroker,
  makePortalClient,
  newClient,
  post,
} from '../../../test/application-fixtures';
import { makeAdmin } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

const read = (page: string, clientId: number, token = broker.token) =>
  get(t, token, `/api/application/${page}?clientId=${clientId}`);
const save = (page: string, clientId: number, keyValueArr: unknown[], token = broker.token) =>
  post(t, token, `/api/application/${page}/save`, { clientId, keyValueArr });

describe('requirements', () => {
  it('reads empty before the first save, without creating the page', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const res = await read('requirement', clientId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ client_id: clientId, section: 'requirement', data: {}, answers: {} });
    expect(res.json().completeness).toMatchObject({ complete: false });
    const { rows } = await t.database.executeSql(
      'select count(*)::int as n from application_sections where client_id = $1',
      [clientId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('saves and reads back the requirements, with what is still missing', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const res = await save('requirement', clientId, [
      { key: 'purpose', value: 'purchase' },
      { key: 'loan_amount', value: 60_000_000 },
      { key: 'rate_type', value: 'fixed' },
      { key: 'wants_offset', value: true },
      { key: 'first_home_buyer', value: false },
    ]);
    expect(res.statusCode).toBe(200);
    const body = (await read('requirement', clientId)).json();
    expect(body.data).toEqual({
      purpose: 'purchase',
      loan_amount: 60_000_000,
      rate_type: 'fixed',
      wants_offset: true,
      first_home_buyer: false,
    });
    // A purchase needs a deposit; a fixed rate needs its period.
    expect(body.completeness.missing_keys).toEqual(
      expect.arrayContaining(['deposit_amount', 'fixed_term_years', 'objectives']),
    );
    expect(body.completeness.missing_keys).not.toContain('first_home_buyer');
  });

  it.each([
    ['purpose', 'holiday', MESSAGES.invalidChoice],
    ['loan_amount', 100.5, MESSAGES.invalidAmount],
    ['loan_amount', '600000', MESSAGES.invalidAmount],
    ['loan_term_years', 45, 'Please type a whole number from 1 to 40.'],
    ['rate_type', 'tracker', MESSAGES.invalidChoice],
    ['wants_redraw', 'yes', MESSAGES.invalidYesNo],
  ])('refuses %s = %j', async (key, value, message) => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const res = await save('requirement', clientId, [{ key, value }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: key, message });
  });

  it('two first saves at once make one page holding both', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const results = await Promise.all([
      save('requirement', clientId, [{ key: 'purpose', value: 'refinance' }]),
      save('requirement', clientId, [{ key: 'timeframe', value: 'asap' }]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await read('requirement', clientId)).json().data).toEqual({ purpose: 'refinance', timeframe: 'asap' });
  });
});

describe('living expenses', () => {
  it('answers the monthly total of the amounts at their frequencies', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const res = await save('expense', clientId, [
      { key: 'groceries_amount', value: 20_000 },
      { key: 'groceries_frequency', value: 'weekly' },
      { key: 'strata_council_rates_amount', value: 60_000 },
      { key: 'strata_council_rates_frequency', value: 'quarterly' },
      { key: 'childcare_amount', value: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    // 200 a week is 866.67 a month; 600 a quarter is 200 a month.
    expect(res.json().totals).toMatchObject({
      monthly_total: 86_667 + 20_000,
      monthly_by_category: { groceries: 86_667, strata_council_rates: 20_000, childcare: 0 },
    });
    const missing = res.json().completeness.missing_keys;
    expect(missing).toContain('utilities_amount');
    expect(missing).not.toContain('childcare_frequency'); // nothing spent needs no frequency
    expect((await save('expense', clientId, [{ key: 'groceries_frequency', value: 'daily' }])).statusCode).toBe(400);
  });
});

describe('risk profile', () => {
  it('keeps who answered each question and when, with their names', async () => {
    const portal = await makePortalClient(t, broker.adviserId);
    await save('risk-profile', portal.clientId, [{ key: 'foreseeable_changes', value: true }], portal.token);
    await save('risk-profile', portal.clientId, [{ key: 'job_security', value: 'secure' }]);
    const body = (await read('risk-profile', portal.clientId, portal.token)).json();
    expect(body.answers.foreseeable_changes).toEqual({ user_id: portal.userId, at: expect.any(String) });
    expect(body.answers.job_security).toEqual({ user_id: broker.user.userId, at: expect.any(String) });
    expect(Object.keys(body.answerers).sort()).toEqual([String(portal.userId), String(broker.user.userId)].sort());
    expect(body.completeness.missing_keys).toContain('foreseeable_changes_details');
  });

  it("the client's first answer is logged as theirs and marks the client's first input", async () => {
    const portal = await makePortalClient(t, broker.adviserId);
    await save('risk-profile', portal.clientId, [{ key: 'has_life_insurance', value: false }], portal.token);
    const [entry] = await activityOf(t, portal.clientId);
    expect(entry).toMatchObject({
      actor_user_id: portal.userId,
      detail: { section: 'risk_profile', key: 'has_life_insurance', old: null, new: false },
    });
    const { rows } = await t.database.executeSql('select first_client_input_at from clients where id = $1', [
      portal.clientId,
    ]);
    expect(rows[0]?.first_client_input_at).not.toBeNull();
  });
});

describe('plan locks (docs/spec/core-and-application.md §4)', () => {
  it('a suspended broker gets 403 with the upgrade message on the locked pages, not on requirements', async () => {
    const suspended = await makeBroker(t);
    const { clientId } = await newClient(t.ctx, suspended.adviserId);
    await t.database.executeSql('update advisers set suspended = true where id = $1', [suspended.adviserId]);
    for (const page of ['expense', 'risk-profile']) {
      const res = await read(page, clientId, suspended.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
      expect((await save(page, clientId, [{ key: 'x', value: 1 }], suspended.token)).statusCode).toBe(403);
    }
    expect((await read('liability', clientId, suspended.token)).statusCode).toBe(403);
    expect((await read('requirement', clientId, suspended.token)).statusCode).toBe(200);
    expect((await read('asset', clientId, suspended.token)).statusCode).toBe(200);
    // An administrator is not held by the adviser's plan.
    const { token } = await makeAdmin(t);
    expect((await read('expense', clientId, token)).statusCode).toBe(200);
  });
});
