import { PLAN_LABELS, PLAN_NAMES, PLAN_PRICES_CENTS } from '@brokerdesk/contract';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type BillingProvider,
  CardDeclinedError,
  type ProviderCard,
  ProviderDownError,
  type ProviderEvent,
  type ProviderPlan,
  type ProviderSubscription,
} from './provider';

/** The official SDK against api.stripe.com, or the address STRIPE_API_URL names (tests: a local fake). */
function client(config: StripeConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Card problems keep the provider's message; an outage becomes ProviderDownError; the rest stays a bug. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) throw new CardDeclinedError(err.message);
    if (
      err instanceof Stripe.errors.StripeConnectionError ||
      err instanceof Stripe.errors.StripeAPIError ||
      err instanceof Stripe.errors.StripeRateLimitError ||
      (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500)
    ) {
      throw new ProviderDownError(err.message);
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
      throw new CardDeclinedError(err.message);
    }
    throw err;
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export function fromStripeSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items.data[0];
  const lookup = item?.price.lookup_key;
  const plan = PLAN_NAMES.find((p) => p === lookup) ?? null;
  return {
    id: s.id,
    customer: idOf(s.customer) ?? '',
    status: s.status,
    plan,
    priceId: item?.price.id ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    endedAt: s.ended_at ? new Date(s.ended_at * 1000) : null,
  };
}

export class StripeBillingProvider implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private cachedPlans: ProviderPlan[] | null = null;

  constructor(private readonly config: StripeConfig) {
    this.stripe = client(config);
    this.publishableKey = config.publishableKey;
  }

  /** Found by lookup key, created when missing (AUD a month, tax inclusive); kept once found. */
  async plans(): Promise<ProviderPlan[]> {
    if (this.cachedPlans) return this.cachedPlans;
    const found = await call(() => this.stripe.prices.list({ lookup_keys: [...PLAN_NAMES], active: true, limit: 10 }));
    const plans: ProviderPlan[] = [];
    for (const nickname of PLAN_NAMES) {
      let price = found.data.find((p) => p.lookup_key === nickname);
      price ??= await call(() =>
        this.stripe.prices.create(
          {
            currency: 'aud',
            unit_amount: PLAN_PRICES_CENTS[nickname],
            recurring: { interval: 'month' },
            lookup_key: nickname,
            nickname,
            tax_behavior: 'inclusive',
            product_data: { name: `BrokerDesk ${PLAN_LABELS[nickname]}` },
          },
          { idempotencyKey: `price-${nickname}-${PLAN_PRICES_CENTS[nickname]}` },
        ),
      );
      plans.push({ id: price.id, nickname, amount: price.unit_amount ?? PLAN_PRICES_CENTS[nickname] });
    }
    this.cachedPlans = plans;
    return plans;
  }

  async createCustomer(input: { adviserId: number; email: string; name: string }): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { adviser_id: String(input.adviserId) } },
        { idempotencyKey: `customer-${input.adviserId}` },
      ),
    );
    return customer.id;
  }

  async setupIntent(customer: string): Promise<string> {
    const intent = await call(() => this.stripe.setupIntents.create({ customer, usage: 'off_session' }));
    if (!intent.client_secret) throw new ProviderDownError('The setup intent came back without a client secret.');
    return intent.client_secret;
  }

  async setDefaultCard(customer: string, paymentMethod: string): Promise<ProviderCard> {
    const pm = await call(() => this.stripe.paymentMethods.attach(paymentMethod, { customer }));
    await call(() => this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm.id } }));
    return { brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '' };
  }

  async customerCard(customer: string): Promise<ProviderCard | null> {
    const c = await call(() => this.stripe.customers.retrieve(customer));
    if (c.deleted) return null;
    const pmId = idOf(c.invoice_settings?.default_payment_method as string | { id: string } | null);
    if (!pmId) return null;
    const pm = await call(() => this.stripe.paymentMethods.retrieve(pmId));
    return pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;
  }

  async subscribe(customer: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    const sub = await call(() =>
      this.stripe.subscriptions.create(
        { customer, items: [{ price: priceId }], payment_behavior: 'error_if_incomplete' },
        { idempotencyKey },
      ),
    );
    return fromStripeSubscription(sub);
  }

  async cancelAtPeriodEnd(id: string) {
    return fromStripeSubscription(
      await call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: true })),
    );
  }
  async resume(id: string) {
    return fromStripeSubscription(
      await call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: false })),
    );
  }
  async switchPrice(id: string, priceId: string) {
    const current = await call(() => this.stripe.subscriptions.retrieve(id));
    const item = current.items.data[0];
    if (!item) throw new Error(`Subscription ${id} has no item`);
    const updated = await call(() =>
      this.stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      }),
    );
    return fromStripeSubscription(updated);
  }
  async cancelNow(id: string) {
    return fromStripeSubscription(await call(() => this.stripe.subscriptions.cancel(id)));
  }
  async retrieve(id: string) {
    return fromStripeSubscription(await call(() => this.stripe.subscriptions.retrieve(id)));
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new Error('No Stripe-Signature header');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    return event as unknown as ProviderEvent;
  }
}
