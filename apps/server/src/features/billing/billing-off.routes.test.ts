import { BILLING_MESSAGES, type BillingState } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../test/emails';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { runBillingRound } from './billing-trial';

/*
 * BILLING=off (docs/decisions/026): a firm hosting the product for its own advisers. No trial, no trial emails, no
 * locks, no plans; the payment page's state says billing is the firm's; the simulator's test clock does not exist.
 */

const t = useTestApp({ admin: true, env: { BILLING: 'off' } });
const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object = {}) =>
  call(t.app, token, { method: 'POST', url, payload });

/** A broker whose trial ended long ago with no plan: on Free, everything paid locked, were billing on. */
async function brokerPastTrial() {
  const b = await t.adviser('broker');
  await t.database.executeSql(
    "update advisers set trial_end_date = '2020-01-01', aggregator_id = 5, suspended = true where id = $1",
    [b.id],
  );
  return b;
}

describe('BILLING=off', () => {
  it('tells every page, signed in or not, through GET /api/meta', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/meta' })).json()).toMatchObject({ billing: 'off' });
  });

  it('a sign-up starts no trial', async () => {
    const email = `off.${Date.now()}@test.example`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'Fay', last_name: 'Firm', email, password: 'Sign-up1!', type: 'broker' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.database.executeSql(
      'select a.trial_end_date from advisers a join users u on u.id = a.user_id where u.email = $1',
      [email],
    );
    expect(row.rows[0]).toEqual({ trial_end_date: null });
  });

  it('locks nothing, even for an adviser past a trial and suspended, and shows no trial', async () => {
    const b = await brokerPastTrial();
    expect((await get(b.token, `/api/template/list?type=all&brokerId=${b.id}`)).statusCode).toBe(200);
    const detail = (await get(b.token, `/api/broker/detail?brokerId=${b.id}`)).json();
    expect(detail).toMatchObject({
      locked: false,
      trial_end_date: null,
      trial_ended: false,
      lodgement_available: true,
    });
  });

  it('the payment page’s state says billing is off, with no plan, trial or card', async () => {
    const b = await brokerPastTrial();
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state).toMatchObject({
      provider: 'off',
      publishable_key: null,
      in_trial: false,
      trial_ended: false,
      trial_end_date: null,
      subscription: null,
      card: null,
      invoices: [],
    });
    const planner = await t.adviser('planner');
    expect((await get(planner.token, '/api/subscription/active')).json()).toEqual([]);
  });

  it('every call that would reach a provider answers 409 with the firm’s message and changes nothing', async () => {
    const b = await t.adviser('broker');
    const planner = await t.adviser('planner');
    const calls = [
      get(b.token, '/api/stripe/plans'),
      get(b.token, '/api/stripe/intent'),
      post(b.token, '/api/stripe/subscribe', { paymentMethod: 'pm_card_visa', planName: 'standard', planId: 'x' }),
      post(b.token, '/api/stripe/change-card', { paymentMethod: 'pm_card_visa' }),
      get(planner.token, '/api/plan/list'),
      post(planner.token, '/api/plan/subscribe', { stripeToken: 'pm_card_visa', planName: 'pro', planId: 'x' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict', message: BILLING_MESSAGES.billingOff });
    }
    const row = await t.database.executeSql('select stripe_customer_id, plan from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ stripe_customer_id: null, plan: null });
  });

  it('has no test clock and no Stripe webhook', async () => {
    expect((await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 1 })).statusCode).toBe(404);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });

  it('the billing round sends no trial-ended email and sets no free-version notice', async () => {
    const b = await brokerPastTrial();
    await runBillingRound(t.ctx);
    expect((await emailsTo(t, b.email)).filter((m) => m.kind === 'trial_ended')).toEqual([]);
    const notice = await t.database.executeSql('select free_version_notice from users where id = $1', [b.userId]);
    expect(notice.rows[0]).toEqual({ free_version_notice: false });
  });

  it('an administrator cannot end a subscription left from before here: the provider’s dashboard must', async () => {
    const b = await t.adviser('broker');
    await t.database.executeSql(
      "update advisers set stripe_customer_id = 'cus_old', stripe_subscription_id = 'sub_old', plan = 'pro', subscription_status = 'active' where id = $1",
      [b.id],
    );
    const res = await post(t.adminToken, `/api/broker/terminate-billing/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BILLING_MESSAGES.billingOffTerminate);
    const row = await t.database.executeSql('select plan from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: 'pro' });
  });
});
