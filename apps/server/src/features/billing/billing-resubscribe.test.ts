import { BILLING_MESSAGES, type BillingState } from '@brokerdesk/contract';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/factories';
import { type StripeFake, startStripeFake } from '../../../test/stripe-fake';
import { type TestAppHandle, useTestApp } from '../../../test/use-test-app';
import { BILLING_EVENT_JOB } from './billing-events';
import { LocalBillingProvider } from './local-provider';
import type { ProviderSubscription } from './provider';
import { StripeBillingProvider } from './stripe-provider';

/*
 * Subscribe, an administrator terminates, subscribe again with the same card (docs/decisions/026): a second
 * subscription and a second invoice at the provider, never the paid plan without them. On both providers.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

/** One app's broker flow, with the hook that delivers the provider's pending events (Stripe's webhooks). */
function flow(t: TestAppHandle, deliver: () => Promise<void>) {
  const post = (token: string, url: string, payload: object) => call(t.app, token, { method: 'POST', url, payload });
  const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });
  const state = async (token: string) => (await get(token, '/api/billing/state')).json() as BillingState;

  /** A broker past their trial, so only a paid plan opens the paid features (Templates). */
  async function brokerOnFree() {
    const b = await t.adviser('broker');
    await t.database.executeSql("update advisers set trial_end_date = '2020-01-01' where id = $1", [b.id]);
    const plans = (await get(b.token, '/api/stripe/plans')).json().data as { id: string; nickname: string }[];
    const standard = plans.find((p) => p.nickname === 'standard')?.id ?? '';
    const subscribe = () =>
      post(b.token, '/api/stripe/subscribe', { paymentMethod: 'pm_card_visa', planName: 'standard', planId: standard });
    const templates = async () => (await get(b.token, `/api/template/list?type=all&brokerId=${b.id}`)).statusCode;
    return { b, subscribe, templates };
  }

  async function subscribeTerminateSubscribe() {
    const { b, subscribe, templates } = await brokerOnFree();
    expect(await templates()).toBe(403);
    const first = await subscribe();
    expect(first.statusCode, first.body).toBe(200);
    await deliver();
    expect((await state(b.token)).invoices).toHaveLength(1);
    expect(await templates()).toBe(200);

    const ended = await post(t.adminToken, `/api/broker/terminate-billing/${b.id}`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    await deliver();
    expect((await state(b.token)).subscription).toBeNull();
    expect(await templates()).toBe(403);

    const again = await subscribe();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(BILLING_MESSAGES.subscribed);
    await deliver();
    const after = await state(b.token);
    expect(again.json().stripe_id).not.toBe(first.json().stripe_id);
    expect(after.subscription).toMatchObject({ name: 'standard', on_grace_period: false });
    expect(after.invoices).toHaveLength(2);
    expect(new Set(after.invoices.map((i) => i.number)).size).toBe(2);
    expect(await templates()).toBe(200);
    return { b, first: first.json().stripe_id as string, second: again.json().stripe_id as string };
  }

  /**
   * A provider answer naming a subscription that has ended since (what a replayed idempotency key answers): the
   * service reads the subscription as it is now and grants nothing.
   */
  async function staleAnswerGrantsNothing(proto: { subscribe: unknown }) {
    const { b, subscribe, templates } = await brokerOnFree();
    const first = await subscribe();
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().stripe_id as string;
    expect((await post(t.adminToken, `/api/broker/terminate-billing/${b.id}`, {})).statusCode).toBe(200);
    await deliver();
    const customer = (await t.database.executeSql('select stripe_customer_id from advisers where id = $1', [b.id]))
      .rows[0]?.stripe_customer_id as string;
    const stale: ProviderSubscription = {
      id: firstId,
      customer,
      status: 'active',
      plan: 'standard',
      priceId: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      endedAt: null,
    };
    vi.spyOn(proto as { subscribe: () => Promise<ProviderSubscription> }, 'subscribe').mockResolvedValue(stale);
    const replayed = await subscribe();
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().error.message).toBe(BILLING_MESSAGES.subscriptionNotLive);
    await deliver();
    const after = await state(b.token);
    expect(after.subscription).toBeNull();
    expect(after.invoices).toHaveLength(1);
    expect(await templates()).toBe(403);
    const row = await t.database.executeSql('select plan, is_paying from advisers where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ plan: null, is_paying: false });
  }

  return { subscribeTerminateSubscribe, staleAnswerGrantsNothing };
}

describe('on the local provider', () => {
  const t = useTestApp({ admin: true });
  const f = flow(t, async () => {});

  it('subscribe, terminate, subscribe again with the same card: a second subscription and a second invoice', async () => {
    const { b, first, second } = await f.subscribeTerminateSubscribe();
    const subs = await t.database.executeSql(
      "select id, data->>'status' as status from billing_local_objects where kind = 'subscription' and customer = (select stripe_customer_id from advisers where id = $1) order by id",
      [b.id],
    );
    expect(Object.fromEntries(subs.rows.map((r) => [r.id, r.status]))).toEqual({
      [first]: 'canceled',
      [second]: 'active',
    });
    const keys = await t.database.executeSql(
      "select count(*)::int as n from billing_local_objects where kind = 'idempotency' and customer = (select stripe_customer_id from advisers where id = $1)",
      [b.id],
    );
    expect(keys.rows[0]?.n).toBe(2);
  });

  it('an answer naming an ended subscription grants no paid plan', async () => {
    await f.staleAnswerGrantsNothing(LocalBillingProvider.prototype);
  });
});

describe('against the Stripe fake', () => {
  const WEBHOOK_SECRET = 'whsec_resubscribe';
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
  const signer = new Stripe('sk_test_fake');
  /** Stripe's webhooks: every event the fake has made since the last delivery, signed, then the queue drained. */
  const deliver = async () => {
    for (const event of fake.events.splice(0)) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.ctx.jobs.drain(BILLING_EVENT_JOB);
  };
  const f = flow(t, deliver);

  it('subscribe, terminate, subscribe again with the same card: a second subscription and a second invoice', async () => {
    const { first, second } = await f.subscribeTerminateSubscribe();
    expect(fake.objects.get(first)).toMatchObject({ status: 'canceled' });
    expect(fake.objects.get(second)).toMatchObject({ status: 'active' });
    // Each attempt carried its own key: the second was not answered from the first.
    const keys = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k?.startsWith('subscribe-'))).toBe(true);
  });

  it('an answer naming an ended subscription grants no paid plan', async () => {
    await f.staleAnswerGrantsNothing(StripeBillingProvider.prototype);
  });
});
