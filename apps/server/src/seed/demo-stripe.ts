import type { Db } from '../db/client';
import { stripeEvents } from '../db/schema';
import { stripeEventRow } from '../features/billing';
import { insertRows } from './batch';
import { addMonths, lastBillingDate, type SeedAdviser, type SeedBilling } from './demo-advisers';
import { addDays, type Prng } from './prng';

type EventRow = typeof stripeEvents.$inferInsert;

/** docs/spec/settings-billing-admin.md §9: Standard $44 and Pro $77 a month incl. GST, in cents. */
const PLAN_AMOUNTS = { standard: 4400, pro: 7700 } as const;
const PRICE_IDS = { standard: 'price_1OqStdAUDmonthly44', pro: 'price_1OqProAUDmonthly77' } as const;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * About 300 payment-provider webhook events shaped as the provider sends them: for each subscriber the
 * customer and subscription being created and the first invoice paid, the last two months' invoices, the odd
 * failed payment retried a few days later, and cancellations.
 */
export async function seedHistoryStripeEvents(db: Db, rng: Prng, opts: { now: Date; advisers: SeedAdviser[] }) {
  const rows: EventRow[] = [];
  const event = (type: string, at: Date, object: Record<string, unknown>) => {
    if (at.getTime() > opts.now.getTime()) return;
    const id = `evt_1${rng.token(23)}`;
    const data = {
      id,
      object: 'event',
      api_version: '2024-06-20',
      created: unix(at),
      data: { object },
      livemode: false,
      pending_webhooks: 0,
      request: { id: `req_${rng.token(14)}`, idempotency_key: null },
      type,
    };
    rows.push({ ...stripeEventRow(data, at), processed_at: new Date(at.getTime() + rng.int(200, 3000)) });
  };

  for (const a of opts.advisers) {
    const b = a.billing;
    if (!b) continue;
    const subscriptionId = `sub_1${rng.token(23)}`;
    const amount = PLAN_AMOUNTS[b.plan];
    const name = `${a.firstName} ${a.lastName}`;
    const plan = {
      id: PRICE_IDS[b.plan],
      object: 'plan',
      nickname: b.plan,
      amount,
      currency: 'aud',
      interval: 'month',
    };
    const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
      id: subscriptionId,
      object: 'subscription',
      customer: b.customerId,
      status,
      created: unix(b.subscribedAt),
      current_period_start: unix(b.subscribedAt),
      current_period_end: unix(addMonths(b.subscribedAt, 1)),
      cancel_at_period_end: false,
      items: { object: 'list', data: [{ id: `si_${rng.token(14)}`, object: 'subscription_item', plan, quantity: 1 }] },
      plan,
      metadata: { adviser_id: String(a.id) },
      ...extra,
    });
    const invoice = (at: Date, paid: boolean, reason: string) => ({
      id: `in_1${rng.token(23)}`,
      object: 'invoice',
      customer: b.customerId,
      customer_email: a.email,
      customer_name: name,
      subscription: subscriptionId,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: 'aud',
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      attempt_count: paid ? 1 : rng.int(1, 3),
      period_start: unix(at),
      period_end: unix(addMonths(at, 1)),
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_1Demo${rng.token(10)}/test_${rng.token(24)}`,
      created: unix(at),
    });

    event('customer.created', b.subscribedAt, {
      id: b.customerId,
      object: 'customer',
      email: a.email,
      name,
      description: a.company,
      currency: 'aud',
      created: unix(b.subscribedAt),
      livemode: false,
      metadata: { adviser_id: String(a.id) },
    });
    const at = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000);
    event('customer.subscription.created', at(b.subscribedAt, 2), subscription('active'));
    event('invoice.paid', at(b.subscribedAt, 4), invoice(b.subscribedAt, true, 'subscription_create'));
    recentInvoices(rng, b, opts.now).forEach((due, i) => {
      if (due.getTime() <= b.subscribedAt.getTime()) return;
      if (i === 0 && rng.chance(0.2)) {
        event('invoice.payment_failed', at(due, 60), invoice(due, false, 'subscription_cycle'));
        event('invoice.paid', addDays(due, rng.int(1, 4)), invoice(due, true, 'subscription_cycle'));
      } else {
        event('invoice.paid', at(due, 60), invoice(due, true, 'subscription_cycle'));
      }
    });
    if (b.cancelledAt) {
      const ended = addMonths(lastBillingDate(b.subscribedAt, b.cancelledAt), 1);
      event(
        'customer.subscription.deleted',
        ended,
        subscription('canceled', { canceled_at: unix(b.cancelledAt), ended_at: unix(ended) }),
      );
    }
  }
  rows.sort((x, y) => (x.received_at as Date).getTime() - (y.received_at as Date).getTime());
  await insertRows(db, stripeEvents, rows);
  return rows.length;
}

/** The last two monthly charges before the subscription ended (or today). */
function recentInvoices(rng: Prng, b: SeedBilling, now: Date): Date[] {
  const last = lastBillingDate(b.subscribedAt, b.cancelledAt ?? now);
  const count = rng.chance(0.3) ? 2 : 1;
  return Array.from({ length: count }, (_, i) => addMonths(last, -i));
}
