import { BILLING_MESSAGES, type BillingState, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../test/emails';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const clock = { now: new Date('2026-03-10T01:00:00Z') };
const t = useTestApp({ admin: true, clock });

const post = (token: string | null, url: string, payload: object) =>
  call(t.app, token, { method: 'POST', url, payload });
const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url });

async function plansOf(token: string) {
  const res = await get(token, '/api/stripe/plans');
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { id: string; nickname: string; amount: number }[];
  return Object.fromEntries(data.map((p) => [p.nickname, p])) as Record<'standard' | 'pro', (typeof data)[0]>;
}

async function subscribed(plan: 'standard' | 'pro' = 'standard') {
  const b = await t.adviser('broker');
  const plans = await plansOf(b.token);
  const res = await post(b.token, '/api/stripe/subscribe', {
    paymentMethod: 'pm_card_visa',
    planName: plan,
    planId: plans[plan].id,
    trialDays: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { b, plans, stripeId: res.json().stripe_id as string };
}

describe('broker flow on the local provider', () => {
  it('lists the two plans in AUD cents incl. GST', async () => {
    const b = await t.adviser('broker');
    const plans = await plansOf(b.token);
    expect(plans.standard.amount).toBe(4400);
    expect(plans.pro.amount).toBe(7700);
  });

  it('answers a setup intent client secret', async () => {
    const b = await t.adviser('broker');
    const res = await get(b.token, '/api/stripe/intent');
    expect(res.statusCode).toBe(200);
    expect(res.json().client_secret).toMatch(/^seti_local_.+_secret_/);
  });

  it('subscribes, records the card, a tax invoice, the billing date and a webhook row; the state reads active', async () => {
    const { b, stripeId } = await subscribed();
    expect(stripeId).toMatch(/^sub_local_/);
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription).toMatchObject({ name: 'standard', on_grace_period: false, ends_at: null });
    expect(state.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ amount_cents: 4400, gst_cents: 400, plan: 'standard' });
    const rows = await t.database.executeSql(
      "select type from stripe_events where data #>> '{data,object,customer}' = (select stripe_customer_id from advisers where id = $1) order by received_at, type",
      [b.id],
    );
    expect(rows.rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid']),
    );
    const adviser = await t.database.executeSql(
      'select recent_billing_date::text, is_paying from advisers where id = $1',
      [b.id],
    );
    expect(adviser.rows[0]).toEqual({ recent_billing_date: '2026-03-10', is_paying: true });
    const mails = await emailsTo(t, b.email);
    expect(mails.map((m) => m.kind)).toContain('tax_invoice');
  });

  it('a declined card changes nothing and answers the provider’s message', async () => {
    const b = await t.adviser('broker');
    const plans = await plansOf(b.token);
    const res = await post(b.token, '/api/stripe/subscribe', {
      paymentMethod: 'pm_card_chargeDeclined',
      planName: 'standard',
      planId: plans.standard.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'Your card was declined.', field: 'card' });
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription).toBeNull();
    expect(state.card).toBeNull();
  });

  it('a double-clicked subscribe creates one subscription', async () => {
    const b = await t.adviser('broker');
    const plans = await plansOf(b.token);
    const body = { paymentMethod: 'pm_card_visa', planName: 'pro', planId: plans.pro.id };
    const [one, two] = await Promise.all([
      post(b.token, '/api/stripe/subscribe', body),
      post(b.token, '/api/stripe/subscribe', body),
    ]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.json().stripe_id).toBe(two.json().stripe_id);
    const subs = await t.database.executeSql(
      "select count(*)::int as n from billing_local_objects where kind = 'subscription' and customer = (select stripe_customer_id from advisers where id = $1)",
      [b.id],
    );
    expect(subs.rows[0]?.n).toBe(1);
  });

  it('switches, cancels with the grace-period state, resumes, with the spec’s messages', async () => {
    const { b, plans } = await subscribed();
    const sw = await post(b.token, '/api/stripe/switch', {
      currPlanName: 'standard',
      newPlanName: 'pro',
      newPlanId: plans.pro.id,
    });
    expect(sw.statusCode, sw.body).toBe(200);
    expect(sw.json().message).toBe('Successfully changed to Pro plan.');
    expect(sw.json().state.subscription).toMatchObject({ name: 'pro', stripe_plan: plans.pro.id });

    const cancel = await post(b.token, '/api/stripe/cancel', { planName: 'pro' });
    expect(cancel.json().message).toBe(BILLING_MESSAGES.planCancelled);
    expect(cancel.json().state.subscription).toMatchObject({ on_grace_period: true, ends_at: '2026-04-10' });

    const resume = await post(b.token, '/api/stripe/resume', { planName: 'pro' });
    expect(resume.json().message).toBe('You have successfully resumed your Pro plan.');
    expect(resume.json().state.subscription).toMatchObject({ on_grace_period: false, ends_at: null });
    expect((await post(b.token, '/api/stripe/resume', { planName: 'pro' })).statusCode).toBe(409);
  });

  it('changes the card: declined shows the provider message, the success card updates', async () => {
    const { b } = await subscribed();
    const bad = await post(b.token, '/api/stripe/change-card', { paymentMethod: 'pm_card_chargeDeclined' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Your card was declined.');
    const ok = await post(b.token, '/api/stripe/change-card', { paymentMethod: 'pm_card_mastercard' });
    expect(ok.json()).toMatchObject({ message: BILLING_MESSAGES.cardUpdated, state: { card: { last4: '4444' } } });
  });

  it('the local card form turns test card numbers into payment methods, or the provider’s message', async () => {
    const b = await t.adviser('broker');
    const secret = (await get(b.token, '/api/stripe/intent')).json().client_secret;
    const confirm = (number: string, token = b.token) =>
      post(token, '/api/billing/local/confirm-setup', { client_secret: secret, number, expiry: '12/34', cvc: '123' });
    expect((await confirm('4242 4242 4242 4242')).json()).toEqual({ payment_method: 'pm_card_visa' });
    const declined = await confirm('4000 0000 0000 0002');
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect((await confirm('4242 4242 4242 4241')).json().error.message).toBe('Your card number is incorrect.');
    const other = await t.adviser('broker');
    expect((await confirm('4242 4242 4242 4242', other.token)).statusCode).toBe(404);
  });

  it('a cancelled plan ends at the period end by the test clock and moves to Free', async () => {
    const { b } = await subscribed();
    await post(b.token, '/api/stripe/cancel', { planName: 'standard' });
    expect((await post(b.token, '/api/billing/test-clock', { advanceDays: 40 })).statusCode).toBe(403);
    const adv = await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 40 });
    expect(adv.statusCode).toBe(200);
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription).toBeNull();
    const row = await t.database.executeSql('select plan, subscription_status from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: null, subscription_status: 'canceled' });
  });
});

describe('renewals and failed payments on the test clock', () => {
  it('renews monthly with a new tax invoice; a failing card is retried, bannered, emailed, then the plan moves to Free', async () => {
    const { b } = await subscribed();
    await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 32 });
    let state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.invoices.length).toBeGreaterThanOrEqual(2);
    expect(state.subscription?.name).toBe('standard');

    // A card that attaches but whose every charge fails (Stripe's 4000 0000 0000 0341).
    expect(
      (await post(b.token, '/api/stripe/change-card', { paymentMethod: 'pm_card_chargeCustomerFail' })).statusCode,
    ).toBe(200);
    await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 31 });
    state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.payment_failed).toBe(true);
    expect(state.subscription?.name).toBe('standard');
    expect((await emailsTo(t, b.email)).map((m) => m.kind)).toContain('payment_failed');

    // The retries end: the subscription ends and the adviser is on Free.
    for (let i = 0; i < 4; i++) await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 3 });
    state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription).toBeNull();
    const row = await t.database.executeSql('select plan, subscription_status from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: null, subscription_status: 'canceled' });
  });
});

describe('planner flow', () => {
  it('lists plans keyed by name, subscribes, answers the active subscription, cancels and resumes', async () => {
    const p = await t.adviser('planner');
    const list = (await get(p.token, '/api/plan/list')).json();
    expect(Object.keys(list).sort()).toEqual(['pro', 'standard']);
    expect((await get(p.token, '/api/subscription/active')).json()).toEqual([]);
    const sub = await post(p.token, '/api/plan/subscribe', {
      stripeToken: 'pm_card_visa',
      planName: 'standard',
      planId: list.standard.id,
    });
    expect(sub.json().message).toBe(BILLING_MESSAGES.subscribed);
    expect((await get(p.token, '/api/subscription/active')).json()).toEqual({
      name: 'standard',
      stripe_plan: list.standard.id,
      on_grace_period: false,
      ends_at: null,
    });
    expect((await post(p.token, '/api/plan/cancel', { planName: 'standard' })).json().message).toBe(
      BILLING_MESSAGES.cancelled,
    );
    expect((await get(p.token, '/api/subscription/active')).json()).toMatchObject({ on_grace_period: true });
    expect((await post(p.token, '/api/plan/resume', { planName: 'standard' })).json().message).toBe(
      BILLING_MESSAGES.resumed,
    );
    const sw = await post(p.token, '/api/plan/switch', {
      currPlanName: 'standard',
      newPlanName: 'pro',
      newPlanId: list.pro.id,
    });
    expect(sw.json().message).toBe('Successfully changed to Pro plan.');
  });

  it('a broker asking for the planner flow, or another adviser’s billing, gets 404; a client 403; signed out 401', async () => {
    const b = await t.adviser('broker');
    const p = await t.adviser('planner');
    expect((await get(b.token, '/api/plan/list')).statusCode).toBe(404);
    expect((await get(b.token, `/api/plan/list?plannerId=${p.id}`)).statusCode).toBe(404);
    expect((await get(p.token, `/api/stripe/plans?brokerId=${b.id}`)).statusCode).toBe(404);
    const c = await t.clientOf(b.id);
    expect((await get(c.token, '/api/stripe/plans')).statusCode).toBe(403);
    expect((await get(null, '/api/stripe/plans')).statusCode).toBe(401);
    expect((await get(t.adminToken, `/api/billing/state?adviserId=${b.id}`)).statusCode).toBe(200);
  });
});

describe('trial end, Free and locks', () => {
  it('moves an ended trial to Free once, sets the notice, emails, and the locks apply', async () => {
    const b = await t.adviser('broker');
    await t.database.executeSql("update advisers set trial_end_date = '2026-03-01' where id = $1", [b.id]);
    await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 0 });
    const notice = async () =>
      (await t.database.executeSql('select free_version_notice from users where id = $1', [b.userId])).rows[0]
        ?.free_version_notice;
    expect(await notice()).toBe(true);
    const mails = (await emailsTo(t, b.email)).filter((m) => m.kind === 'trial_ended');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`${t.config.publicUrl}/broker/${b.id}/payment`);
    await post(t.adminToken, '/api/billing/test-clock', { advanceDays: 0 });
    expect((await emailsTo(t, b.email)).filter((m) => m.kind === 'trial_ended')).toHaveLength(1);
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state).toMatchObject({ trial_ended: true, in_trial: false, subscription: null });
    // Seen once: closing the notice clears it.
    await post(b.token, '/api/billing/free-version-notice/seen', {});
    expect(await notice()).toBe(false);
    // The locks read the real state: Templates is locked on Free, and paying lifts it.
    const templates = () => get(b.token, `/api/template/list?type=all&brokerId=${b.id}`);
    expect((await templates()).json().error.message).toBe(MESSAGES.planFeatureLocked);
    const plans = await plansOf(b.token);
    const paid = await post(b.token, '/api/stripe/subscribe', {
      paymentMethod: 'pm_card_visa',
      planName: 'standard',
      planId: plans.standard.id,
    });
    expect(paid.statusCode).toBe(200);
    expect((await templates()).statusCode).toBe(200);
  });

  it('admin terminate billing cancels at once; with nothing billed it says Feature is not ready yet.', async () => {
    const { b } = await subscribed();
    const res = await post(t.adminToken, `/api/broker/terminate-billing/${b.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.database.executeSql('select plan, subscription_status from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: null, subscription_status: 'canceled' });
    const fresh = await t.adviser('broker');
    const none = await post(t.adminToken, `/api/broker/terminate-billing/${fresh.id}`, {});
    expect(none.json().error.message).toBe(MESSAGES.billingNotReady);
    const p = await t.adviser('planner');
    expect((await post(t.adminToken, `/api/planner/terminate-billing/${p.id}`, {})).json().error.message).toBe(
      MESSAGES.billingNotReady,
    );
  });
});
