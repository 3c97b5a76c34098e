import type { LocalCustomer, LocalSubscription } from './local-provider';

/* The local provider's objects as Stripe's API shows them (the fields the product reads), for its events. */

/** The subscription as Stripe's API shows it (the fields the product reads). */
export function stripeShape(id: string, customer: string, s: LocalSubscription): Record<string, unknown> {
  const sec = (ms: number) => Math.floor(ms / 1000);
  return {
    id,
    object: 'subscription',
    customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    ended_at: s.endedAt === null ? null : sec(s.endedAt),
    items: {
      data: [
        {
          price: { id: s.priceId, lookup_key: s.plan },
          current_period_start: sec(s.periodStart),
          current_period_end: sec(s.periodEnd),
        },
      ],
    },
  };
}

export function invoiceShape(
  invoiceId: string,
  subId: string,
  customer: string,
  c: LocalCustomer,
  s: LocalSubscription,
  amountDue: number,
  amountPaid: number,
): Record<string, unknown> {
  const sec = (ms: number) => Math.floor(ms / 1000);
  return {
    id: invoiceId,
    object: 'invoice',
    customer,
    customer_email: c.email,
    amount_due: amountDue,
    amount_paid: amountPaid,
    currency: 'aud',
    parent: { subscription_details: { subscription: subId } },
    lines: {
      data: [
        {
          period: { start: sec(s.periodStart), end: sec(s.periodEnd) },
          pricing: { price_details: { price: s.priceId } },
        },
      ],
    },
    status_transitions: { paid_at: amountPaid > 0 ? sec(s.periodStart) : null },
  };
}
