import type { ActiveSubscription, BillingState } from '@brokerdesk/contract';
import { isInTrial, planDay } from '../../accounts/plan-access';
import type { ServiceContext } from '../../context';
import { type BillingAdviser, listInvoices } from './billing.repo';
import { guarded } from './billing.service';
import { providerFor } from './billing-events';

/** Everything a payment page shows, in one answer (GET billing/state). */
export async function billingState(ctx: ServiceContext, a: BillingAdviser): Promise<BillingState> {
  const day = planDay(ctx);
  const ad = a.adviser;
  const invoices = await listInvoices(ctx.db, ad.id);
  const common = {
    adviserId: ad.id,
    kind: ad.kind,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    free_access: ad.free_access,
    suspended: ad.suspended,
    // Invoices paid before billing was switched off stay readable.
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      plan: i.plan,
      amount_cents: i.amount_cents,
      gst_cents: i.gst_cents,
      period_start: i.period_start,
      period_end: i.period_end,
      paid_at: i.paid_at.toISOString(),
    })),
  };
  // BILLING=off (docs/decisions/026): no provider, plans, trial or card; the page says the firm manages billing.
  if (day.billingOff) {
    return {
      ...common,
      provider: 'off',
      publishable_key: null,
      trial_end_date: null,
      in_trial: false,
      trial_ended: false,
      subscription: null,
      card: null,
      next_charge_date: null,
      payment_failed: false,
    };
  }
  const provider = providerFor(ctx);
  const subscription = ad.free_access ? null : await activeSubscription(ctx, a);
  return {
    ...common,
    provider: provider.kind,
    publishable_key: provider.publishableKey,
    trial_end_date: ad.trial_end_date,
    in_trial: isInTrial(ad, day),
    trial_ended: !ad.plan && ad.trial_end_date !== null && ad.trial_end_date < day.today,
    // Advisers with free access load no subscription data (docs/spec/settings-billing-admin.md §4).
    subscription,
    card: ad.card_brand && ad.card_last4 ? { brand: ad.card_brand, last4: ad.card_last4 } : null,
    // A plan that goes on is charged again when its last paid period ends; a cancelled one is not.
    next_charge_date: subscription && !subscription.on_grace_period ? (lastPeriodEnd(common.invoices) ?? null) : null,
    payment_failed: ad.payment_failed_at !== null,
  };
}

/** docs/spec/settings-billing-admin.md §3 Subscription (active); null for none, and always with billing off. */
export async function activeSubscription(ctx: ServiceContext, a: BillingAdviser): Promise<ActiveSubscription | null> {
  const ad = a.adviser;
  // The stored state, as the locks read it (rows seeded without a provider subscription show their plan too).
  if (ctx.config.billing.mode === 'off' || !ad.plan || !ad.is_paying) return null;
  const plans = await guarded(() => providerFor(ctx).plans());
  return {
    name: ad.plan,
    stripe_plan: plans.find((p) => p.nickname === ad.plan)?.id ?? ad.plan,
    on_grace_period: ad.cancel_at_period_end,
    ends_at: ad.cancel_at_period_end ? ad.subscription_ends_at : null,
  };
}

/** The end of the latest paid period among the invoices (YYYY-MM-DD strings compare as dates). */
function lastPeriodEnd(invoices: { period_end: string }[]): string | undefined {
  return invoices
    .map((i) => i.period_end.slice(0, 10))
    .sort()
    .at(-1);
}
