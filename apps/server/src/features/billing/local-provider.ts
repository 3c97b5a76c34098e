import { randomBytes } from 'node:crypto';
import { PLAN_NAMES, PLAN_PRICES_CENTS, type PlanName } from '@brokerdesk/contract';
import type { Db } from '../../db/client';
import { DECLINED_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE, TEST_PAYMENT_METHODS } from './local-cards';
import { findLocalObject, listLocalObjectsOfKind, putLocalObject } from './local-objects.repo';
import { invoiceShape, stripeShape } from './local-shapes';
import {
  type BillingProvider,
  CardDeclinedError,
  type ProviderCard,
  type ProviderEvent,
  type ProviderPlan,
  type ProviderSubscription,
} from './provider';

/*
 * The local provider (docs/decisions/020): Stripe's state machine kept in billing_local_objects, with a test clock
 * the tests advance. It makes the events Stripe would send, so the webhook processing is the same for both.
 */

const DAY_MS = 86_400_000;
/** Stripe's default Smart Retries, shortened: three more attempts, three days apart, then the subscription ends. */
const RETRY_DAYS = 3;
const MAX_ATTEMPTS = 4;

export interface LocalCustomer {
  email: string;
  name: string;
  default_payment_method: string | null;
}
interface LocalPaymentMethod {
  template: string;
  brand: string;
  last4: string;
  behaviour: string;
}
export interface LocalSubscription {
  status: string;
  plan: PlanName;
  priceId: string;
  cancelAtPeriodEnd: boolean;
  periodStart: number;
  periodEnd: number;
  endedAt: number | null;
  failedAttempts: number;
  lastAttemptAt: number | null;
}

export const localPriceId = (plan: PlanName) => `price_local_${plan}`;
const planOfPrice = (priceId: string): PlanName | null => PLAN_NAMES.find((p) => localPriceId(p) === priceId) ?? null;
const newId = (prefix: string) => `${prefix}_local_${randomBytes(9).toString('base64url')}`;

/** One calendar month later (Stripe bills monthly on the same day of the month). */
function addMonth(ms: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + 1);
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  return d.getTime();
}

export interface LocalProviderDeps {
  db: Db;
  now(): Date;
  emit(event: ProviderEvent): Promise<void>;
}

export class LocalBillingProvider implements BillingProvider {
  readonly kind = 'local' as const;
  readonly publishableKey = null;
  constructor(private readonly deps: LocalProviderDeps) {}

  // --- the test clock -------------------------------------------------------------------------------------
  private async offsetMs(): Promise<number> {
    const row = await this.get<{ offsetMs: number }>('clock');
    return row?.offsetMs ?? 0;
  }
  /** The provider's time: the app's clock moved by the test clock. */
  async clockNow(): Promise<Date> {
    return new Date(this.deps.now().getTime() + (await this.offsetMs()));
  }
  /** Moves the test clock on, then bills what fell due meanwhile (renewals, retries, ends of grace periods). */
  async advanceClock(days: number): Promise<Date> {
    const offsetMs = (await this.offsetMs()) + days * DAY_MS;
    await this.put('clock', 'clock', null, { offsetMs });
    await this.runDue();
    return this.clockNow();
  }

  // --- storage ----------------------------------------------------------------------------------------------
  private async get<T extends object>(id: string): Promise<T | undefined> {
    const row = await findLocalObject<T>(this.deps.db, id);
    return row?.data;
  }
  private async put(id: string, kind: string, customer: string | null, data: object): Promise<void> {
    await putLocalObject(this.deps.db, { id, kind, customer, data });
  }
  private async event(type: string, object: Record<string, unknown>): Promise<void> {
    const created = Math.floor((await this.clockNow()).getTime() / 1000);
    await this.deps.emit({ id: newId('evt'), object: 'event', type, created, livemode: false, data: { object } });
  }

  // --- the interface ----------------------------------------------------------------------------------------
  async plans(): Promise<ProviderPlan[]> {
    return PLAN_NAMES.map((p) => ({ id: localPriceId(p), nickname: p, amount: PLAN_PRICES_CENTS[p] }));
  }

  async createCustomer(input: { adviserId: number; email: string; name: string }): Promise<string> {
    const id = newId('cus');
    const customer: LocalCustomer = { email: input.email, name: input.name, default_payment_method: null };
    await this.put(id, 'customer', id, customer);
    return id;
  }

  async setupIntent(customer: string): Promise<string> {
    const id = newId('seti');
    const clientSecret = `${id}_secret_${randomBytes(12).toString('base64url')}`;
    await this.put(id, 'setup_intent', customer, { client_secret: clientSecret });
    return clientSecret;
  }

  /** Whether a client secret is one of this customer's setup intents (the local card form's confirm). */
  async ownsSetupIntent(customer: string, clientSecret: string): Promise<boolean> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const stored = await findLocalObject<{ client_secret: string }>(this.deps.db, id);
    return stored?.data.client_secret === clientSecret && stored.customer === customer;
  }

  async setDefaultCard(customer: string, paymentMethod: string): Promise<ProviderCard> {
    const c = await this.requireCustomer(customer);
    const template = TEST_PAYMENT_METHODS[paymentMethod];
    if (!template) throw new CardDeclinedError(`No such PaymentMethod: '${paymentMethod}'`);
    if (template.behaviour === 'declined') throw new CardDeclinedError(DECLINED_MESSAGE);
    if (template.behaviour === 'insufficient_funds') throw new CardDeclinedError(INSUFFICIENT_FUNDS_MESSAGE);
    const pmId = newId('pm');
    const pm: LocalPaymentMethod = { template: paymentMethod, ...template };
    await this.put(pmId, 'payment_method', customer, pm);
    await this.put(customer, 'customer', customer, { ...c, default_payment_method: pmId });
    await this.event('customer.updated', {
      id: customer,
      object: 'customer',
      email: c.email,
      invoice_settings: { default_payment_method: pmId },
    });
    return { brand: pm.brand, last4: pm.last4 };
  }

  async customerCard(customer: string): Promise<ProviderCard | null> {
    const c = await this.get<LocalCustomer>(customer);
    if (!c?.default_payment_method) return null;
    const pm = await this.get<LocalPaymentMethod>(c.default_payment_method);
    return pm ? { brand: pm.brand, last4: pm.last4 } : null;
  }

  async subscribe(customer: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    const earlier = await this.get<{ subscription: string }>(`idem_${idempotencyKey}`);
    if (earlier) return this.retrieve(earlier.subscription);
    const plan = planOfPrice(priceId);
    if (!plan) throw new CardDeclinedError(`No such price: '${priceId}'`);
    const c = await this.requireCustomer(customer);
    await this.charge(c);
    const now = (await this.clockNow()).getTime();
    const id = newId('sub');
    const sub: LocalSubscription = {
      status: 'active',
      plan,
      priceId,
      cancelAtPeriodEnd: false,
      periodStart: now,
      periodEnd: addMonth(now),
      endedAt: null,
      failedAttempts: 0,
      lastAttemptAt: null,
    };
    await this.put(id, 'subscription', customer, sub);
    await this.put(`idem_${idempotencyKey}`, 'idempotency', customer, { subscription: id });
    await this.event('customer.subscription.created', stripeShape(id, customer, sub));
    await this.invoicePaid(id, customer, c, sub, PLAN_PRICES_CENTS[plan]);
    return this.toProvider(id, customer, sub);
  }

  cancelAtPeriodEnd(id: string) {
    return this.update(id, (s) => ({ ...s, cancelAtPeriodEnd: true }));
  }
  resume(id: string) {
    return this.update(id, (s) => ({ ...s, cancelAtPeriodEnd: false }));
  }
  async switchPrice(id: string, priceId: string): Promise<ProviderSubscription> {
    const plan = planOfPrice(priceId);
    if (!plan) throw new CardDeclinedError(`No such price: '${priceId}'`);
    // Proration is settled on the next invoice, as Stripe's create_prorations does.
    return this.update(id, (s) => ({ ...s, plan, priceId, cancelAtPeriodEnd: false }));
  }
  async cancelNow(id: string): Promise<ProviderSubscription> {
    const now = (await this.clockNow()).getTime();
    return this.update(id, (s) => ({ ...s, status: 'canceled', endedAt: now, cancelAtPeriodEnd: false }), 'deleted');
  }
  async retrieve(id: string): Promise<ProviderSubscription> {
    const row = await findLocalObject<LocalSubscription>(this.deps.db, id);
    if (row?.kind !== 'subscription' || !row.customer) throw new Error(`No such subscription: '${id}'`);
    return this.toProvider(id, row.customer, row.data);
  }

  verifyWebhook(): never {
    throw new Error('The local provider sends no webhooks over HTTP.');
  }

  // --- the clock's work ------------------------------------------------------------------------------------
  /** Bills every subscription whose period has ended by the test clock; ends those cancelled at period end. */
  async runDue(): Promise<void> {
    for (const row of await listLocalObjectsOfKind<LocalSubscription>(this.deps.db, 'subscription')) {
      if (!row.customer) continue;
      let sub = row.data;
      // One period at a time, so a long jump bills each month it passes.
      for (let guard = 0; guard < 60 && (sub.status === 'active' || sub.status === 'past_due'); guard++) {
        const next = await this.step(row.id, row.customer, sub);
        if (!next) break;
        sub = next;
      }
    }
  }

  private async step(id: string, customer: string, sub: LocalSubscription): Promise<LocalSubscription | null> {
    const now = (await this.clockNow()).getTime();
    if (sub.status === 'active' && sub.periodEnd > now) return null;
    if (sub.status === 'active' && sub.cancelAtPeriodEnd) {
      const ended = { ...sub, status: 'canceled', endedAt: sub.periodEnd, cancelAtPeriodEnd: false };
      await this.put(id, 'subscription', customer, ended);
      await this.event('customer.subscription.deleted', stripeShape(id, customer, ended));
      return null;
    }
    if (sub.status === 'past_due' && (sub.lastAttemptAt ?? 0) + RETRY_DAYS * DAY_MS > now) return null;
    const c = await this.requireCustomer(customer);
    const attemptAt =
      sub.status === 'active' ? sub.periodEnd : (sub.lastAttemptAt ?? sub.periodEnd) + RETRY_DAYS * DAY_MS;
    try {
      await this.charge(c);
    } catch {
      const failedAttempts = sub.failedAttempts + 1;
      const failed: LocalSubscription =
        failedAttempts >= MAX_ATTEMPTS
          ? { ...sub, status: 'canceled', endedAt: attemptAt, failedAttempts, lastAttemptAt: attemptAt }
          : { ...sub, status: 'past_due', failedAttempts, lastAttemptAt: attemptAt };
      await this.put(id, 'subscription', customer, failed);
      await this.event('invoice.payment_failed', {
        ...invoiceShape(newId('in'), id, customer, c, sub, PLAN_PRICES_CENTS[sub.plan], 0),
        attempt_count: failedAttempts,
      });
      const type = failed.status === 'canceled' ? 'deleted' : 'updated';
      await this.event(`customer.subscription.${type}`, stripeShape(id, customer, failed));
      return failed.status === 'canceled' ? null : failed;
    }
    const periodStart = sub.periodEnd;
    const renewed: LocalSubscription = {
      ...sub,
      status: 'active',
      periodStart,
      periodEnd: addMonth(periodStart),
      failedAttempts: 0,
      lastAttemptAt: null,
    };
    await this.put(id, 'subscription', customer, renewed);
    await this.invoicePaid(id, customer, c, renewed, PLAN_PRICES_CENTS[renewed.plan]);
    await this.event('customer.subscription.updated', stripeShape(id, customer, renewed));
    return renewed;
  }

  // --- helpers ------------------------------------------------------------------------------------------
  private async requireCustomer(id: string): Promise<LocalCustomer> {
    const c = await this.get<LocalCustomer>(id);
    if (!c) throw new Error(`No such customer: '${id}'`);
    return c;
  }

  /** Charges the default card; throws CardDeclinedError with the provider's message. */
  private async charge(c: LocalCustomer): Promise<void> {
    if (!c.default_payment_method) throw new CardDeclinedError('This customer has no attached payment source.');
    const pm = await this.get<LocalPaymentMethod>(c.default_payment_method);
    if (pm?.behaviour !== 'ok') throw new CardDeclinedError(DECLINED_MESSAGE);
  }

  private async update(
    id: string,
    change: (s: LocalSubscription) => LocalSubscription,
    eventType: 'updated' | 'deleted' = 'updated',
  ): Promise<ProviderSubscription> {
    const row = await findLocalObject<LocalSubscription>(this.deps.db, id);
    if (row?.kind !== 'subscription' || !row.customer) throw new Error(`No such subscription: '${id}'`);
    const next = change(row.data);
    await this.put(id, 'subscription', row.customer, next);
    await this.event(`customer.subscription.${eventType}`, stripeShape(id, row.customer, next));
    return this.toProvider(id, row.customer, next);
  }

  private async invoicePaid(id: string, customer: string, c: LocalCustomer, sub: LocalSubscription, amount: number) {
    await this.event('invoice.paid', invoiceShape(newId('in'), id, customer, c, sub, amount, amount));
  }

  private toProvider(id: string, customer: string, s: LocalSubscription): ProviderSubscription {
    return {
      id,
      customer,
      status: s.status,
      plan: s.plan,
      priceId: s.priceId,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodEnd: new Date(s.periodEnd),
      endedAt: s.endedAt === null ? null : new Date(s.endedAt),
    };
  }
}
