import { BILLING_MESSAGES, type BillingState } from '@brokerdesk/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../../test/emails';
import { call } from '../../../test/factories';
import { type StripeFake, startStripeFake } from '../../../test/stripe-fake';
import { useTestApp } from '../../../test/use-test-app';
import { BILLING_EVENT_JOB } from './billing-events';

/* The Stripe path (docs/decisions/020): the official SDK against a local fake of Stripe's API, webhooks signed by the
 * SDK's own test-header helper. */

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.close();
});
const t = useTestApp(() => ({
  admin: true,
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  },
}));

const post = (token: string | null, url: string, payload: object) =>
  call(t.app, token, { method: 'POST', url, payload });
const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url });
const signer = new Stripe('sk_test_fake');

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

async function subscribedBroker() {
  const b = await t.adviser('broker');
  const plans = (await get(b.token, '/api/stripe/plans')).json().data as { id: string; nickname: string }[];
  const standard = plans.find((p) => p.nickname === 'standard');
  const res = await post(b.token, '/api/stripe/subscribe', {
    paymentMethod: 'pm_card_visa',
    planName: 'standard',
    planId: standard?.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { b, plans, stripeId: res.json().stripe_id as string };
}

describe('the Stripe provider against the fake', () => {
  it('creates the two prices by lookup key once, then finds them', async () => {
    const b = await t.adviser('broker');
    const first = (await get(b.token, '/api/stripe/plans')).json().data;
    expect(first.map((p: { nickname: string; amount: number }) => [p.nickname, p.amount])).toEqual([
      ['standard', 4400],
      ['pro', 7700],
    ]);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(2);
    const price = [...fake.objects.values()].find((o) => o.lookup_key === 'standard');
    expect(price).toMatchObject({ currency: 'aud', unit_amount: 4400, tax_behavior: 'inclusive' });
    await get(b.token, '/api/stripe/plans');
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(2);
  });

  it('answers a setup intent’s client secret and the publishable key in the state', async () => {
    const b = await t.adviser('broker');
    expect((await get(b.token, '/api/stripe/intent')).json().client_secret).toMatch(/^seti_.+_secret_/);
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_fake' });
  });

  it('subscribes with an idempotency key, switches with proration, cancels at period end, resumes', async () => {
    const { b, plans, stripeId } = await subscribedBroker();
    expect(stripeId).toMatch(/^sub_/);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.idempotencyKey).toMatch(/^subscribe-/);
    const pro = plans.find((p) => p.nickname === 'pro');
    const sw = await post(b.token, '/api/stripe/switch', {
      currPlanName: 'standard',
      newPlanName: 'pro',
      newPlanId: pro?.id,
    });
    expect(sw.json().state.subscription).toMatchObject({ name: 'pro', stripe_plan: pro?.id });
    const cancel = await post(b.token, '/api/stripe/cancel', { planName: 'pro' });
    expect(cancel.json().state.subscription.on_grace_period).toBe(true);
    expect(cancel.json().state.subscription.ends_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const resume = await post(b.token, '/api/stripe/resume', { planName: 'pro' });
    expect(resume.json().state.subscription).toMatchObject({ on_grace_period: false, ends_at: null });
  });

  it('a declined card answers Stripe’s message and changes nothing', async () => {
    const b = await t.adviser('broker');
    const plans = (await get(b.token, '/api/stripe/plans')).json().data as { id: string }[];
    const res = await post(b.token, '/api/stripe/subscribe', {
      paymentMethod: 'pm_card_chargeDeclined',
      planName: 'standard',
      planId: plans[0]?.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'Your card was declined.', field: 'card' });
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription).toBeNull();
  });

  it('Stripe being down answers 503 with a plain message and changes nothing', async () => {
    const { b } = await subscribedBroker();
    fake.down = true;
    try {
      const res = await post(b.token, '/api/stripe/cancel', { planName: 'standard' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(BILLING_MESSAGES.providerDown);
    } finally {
      fake.down = false;
    }
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.subscription?.on_grace_period).toBe(false);
  });
});

describe('POST /api/stripe/webhook', () => {
  const count = async (id: string) =>
    Number(
      (await t.database.executeSql('select count(*)::int as n from stripe_events where id = $1', [id])).rows[0]?.n,
    );

  it('answers 400 to a bad signature and stores nothing', async () => {
    const event = { id: 'evt_bad_sig', type: 'invoice.paid', created: 1, data: { object: {} } };
    expect((await webhook(event, 'whsec_wrong')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await count('evt_bad_sig')).toBe(0);
  });

  it('stores a paid invoice once when delivered ten times, and makes one tax invoice and one email', async () => {
    const { b } = await subscribedBroker();
    const customer = (await t.database.executeSql('select stripe_customer_id from advisers where id = $1', [b.id]))
      .rows[0]?.stripe_customer_id as string;
    const standard = [...fake.objects.values()].find((o) => o.lookup_key === 'standard');
    const event = {
      id: `evt_paid_${b.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: 1_773_100_000,
      data: {
        object: {
          id: `in_${b.id}`,
          object: 'invoice',
          customer,
          customer_email: b.email,
          amount_paid: 4400,
          status_transitions: { paid_at: 1_773_100_000 },
          lines: {
            data: [
              {
                period: { start: 1_773_100_000, end: 1_775_700_000 },
                pricing: { price_details: { price: standard?.id } },
              },
            ],
          },
        },
      },
    };
    for (let i = 0; i < 10; i++) expect((await webhook(event)).statusCode).toBe(200);
    await t.ctx.jobs.drain(BILLING_EVENT_JOB);
    expect(await count(event.id)).toBe(1);
    const state = (await get(b.token, '/api/billing/state')).json() as BillingState;
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ amount_cents: 4400, gst_cents: 400 });
    expect((await emailsTo(t, b.email)).filter((m) => m.kind === 'tax_invoice')).toHaveLength(1);
    const pdf = await get(b.token, `/api/billing/invoice/${state.invoices[0]?.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.adviser('broker');
    expect((await get(other.token, `/api/billing/invoice/${state.invoices[0]?.id}/pdf`)).statusCode).toBe(404);
  });

  it('reconciles from Stripe’s object, so events out of order end in the right state', async () => {
    const { b, stripeId } = await subscribedBroker();
    // Stripe has since ended the subscription; its 'deleted' event arrives before the older 'updated' one.
    fake.setSubscription(stripeId, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    const sub = { id: stripeId, object: 'subscription' };
    await webhook({ id: `evt_del_${b.id}`, type: 'customer.subscription.deleted', created: 20, data: { object: sub } });
    await webhook({ id: `evt_upd_${b.id}`, type: 'customer.subscription.updated', created: 10, data: { object: sub } });
    await t.ctx.jobs.drain(BILLING_EVENT_JOB);
    const row = await t.database.executeSql('select plan, subscription_status from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: null, subscription_status: 'canceled' });
  });

  it('a failed payment marks the account, emails the adviser, and the state shows the banner', async () => {
    const { b } = await subscribedBroker();
    const customer = (await t.database.executeSql('select stripe_customer_id from advisers where id = $1', [b.id]))
      .rows[0]?.stripe_customer_id as string;
    await webhook({
      id: `evt_fail_${b.id}`,
      type: 'invoice.payment_failed',
      created: 30,
      data: { object: { id: `in_fail_${b.id}`, object: 'invoice', customer, amount_paid: 0 } },
    });
    await t.ctx.jobs.drain(BILLING_EVENT_JOB);
    expect(((await get(b.token, '/api/billing/state')).json() as BillingState).payment_failed).toBe(true);
    expect((await emailsTo(t, b.email)).map((m) => m.kind)).toContain('payment_failed');
  });
});
