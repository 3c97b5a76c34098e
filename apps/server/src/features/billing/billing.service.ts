import {
  type ActiveSubscription,
  type AdviserKind,
  ApiError,
  BILLING_MESSAGES,
  type BillingState,
  PLAN_LABELS,
  type PlanName,
} from '@brokerdesk/contract';
import { checkAdviserAccess } from '../../accounts/adviser-access';
import { isInTrial, requireVerifiedEmail } from '../../accounts/plan-access';
import { businessDate, businessToday } from '../../business-day';
import type { Actor, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import {
  applySubscription,
  type BillingAdviser,
  clearFreeVersionNotice,
  findBillingAdviser,
  listInvoices,
  setCard,
  setCustomer,
} from './billing.repo';
import { providerFor } from './billing-events';
import { CardDeclinedError, ProviderDownError, type ProviderSubscription } from './provider';

/*
 * Plans and payments (docs/spec/settings-billing-admin.md §2, §4, §7; docs/decisions/020): the same state machine on
 * either provider. Who may act: the adviser themself or an administrator; another adviser's billing answers 404.
 */

/** Provider failures in the API's error shape: a card problem keeps the provider's message; an outage is a 503. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CardDeclinedError) throw invalid(err.message, 'card');
    if (err instanceof ProviderDownError) throw new ApiError('unavailable', BILLING_MESSAGES.providerDown);
    throw err;
  }
}

/** One change at a time per adviser in this process (a double click); the provider's idempotency covers the rest. */
const locks = new Map<number, Promise<unknown>>();
async function serialised<T>(adviserId: number, fn: () => Promise<T>): Promise<T> {
  const before = locks.get(adviserId) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(fn);
  locks.set(adviserId, run);
  try {
    return await run;
  } finally {
    if (locks.get(adviserId) === run) locks.delete(adviserId);
  }
}

/** The adviser whose billing is asked about: the caller's own unless an administrator names one. */
export async function loadTarget(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number | undefined,
): Promise<BillingAdviser> {
  const adviserId = id ?? actor.adviserId;
  if (adviserId === null || adviserId === undefined) {
    if (actor.role === 'client') checkAdviserAccess(actor, 0);
    throw notFound();
  }
  checkAdviserAccess(actor, adviserId);
  const a = await findBillingAdviser(ctx.db, adviserId);
  if (!a || a.adviser.kind !== kind) throw notFound();
  return a;
}

const dateOf = (ctx: ServiceContext, d: Date) => businessDate(d, ctx.config.businessTimeZone);

export async function billingState(ctx: ServiceContext, a: BillingAdviser): Promise<BillingState> {
  const provider = providerFor(ctx);
  const today = businessToday(ctx);
  const ad = a.adviser;
  const invoices = await listInvoices(ctx.db, ad.id);
  return {
    adviserId: ad.id,
    kind: ad.kind,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    provider: provider.kind,
    publishable_key: provider.publishableKey,
    free_access: ad.free_access,
    suspended: ad.suspended,
    trial_end_date: ad.trial_end_date,
    in_trial: isInTrial(ad, today),
    trial_ended: !ad.plan && ad.trial_end_date !== null && ad.trial_end_date < today,
    // Advisers with free access load no subscription data (docs/spec/settings-billing-admin.md §4).
    subscription: ad.free_access ? null : await activeSubscription(ctx, a),
    card: ad.card_brand && ad.card_last4 ? { brand: ad.card_brand, last4: ad.card_last4 } : null,
    payment_failed: ad.payment_failed_at !== null,
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
}

/** docs/spec/settings-billing-admin.md §3 Subscription (active); null for none. */
export async function activeSubscription(ctx: ServiceContext, a: BillingAdviser): Promise<ActiveSubscription | null> {
  const ad = a.adviser;
  // The stored state, as the locks read it (rows seeded without a provider subscription show their plan too).
  if (!ad.plan || !ad.is_paying) return null;
  const plans = await guarded(() => providerFor(ctx).plans());
  return {
    name: ad.plan,
    stripe_plan: plans.find((p) => p.nickname === ad.plan)?.id ?? ad.plan,
    on_grace_period: ad.cancel_at_period_end,
    ends_at: ad.cancel_at_period_end ? ad.subscription_ends_at : null,
  };
}

export async function plans(ctx: ServiceContext) {
  return guarded(() => providerFor(ctx).plans());
}

async function ensureCustomer(ctx: ServiceContext, a: BillingAdviser): Promise<string> {
  if (a.adviser.stripe_customer_id) return a.adviser.stripe_customer_id;
  const name = `${a.first_name} ${a.last_name}`.trim();
  const customer = await guarded(() =>
    providerFor(ctx).createCustomer({ adviserId: a.adviser.id, email: a.email, name }),
  );
  await setCustomer(ctx.db, a.adviser.id, customer, ctx.now());
  return customer;
}

export async function setupIntent(ctx: ServiceContext, a: BillingAdviser): Promise<string> {
  requireVerifiedEmail(a, 'pay');
  const customer = await ensureCustomer(ctx, a);
  return guarded(() => providerFor(ctx).setupIntent(customer));
}

async function reload(ctx: ServiceContext, id: number): Promise<BillingAdviser> {
  const a = await findBillingAdviser(ctx.db, id);
  if (!a) throw notFound();
  return a;
}

async function applied(ctx: ServiceContext, sub: ProviderSubscription) {
  await applySubscription(ctx.db, sub, ctx.now(), (d) => dateOf(ctx, d));
}

async function priceIdFor(ctx: ServiceContext, plan: PlanName, given: string): Promise<string> {
  const found = (await plans(ctx)).find((p) => p.nickname === plan);
  if (!found || found.id !== given) throw invalid(BILLING_MESSAGES.unknownPlan, 'planId');
  return found.id;
}

/** Subscribes with a card: a declined card changes nothing; a repeated call answers the same subscription. */
export async function subscribe(
  ctx: ServiceContext,
  target: BillingAdviser,
  input: { paymentMethod: string; planName: PlanName; planId: string },
): Promise<{ subscriptionId: string; adviser: BillingAdviser }> {
  requireVerifiedEmail(target, 'pay');
  if (target.adviser.free_access) throw conflict(BILLING_MESSAGES.freeAccessNoBilling);
  return serialised(target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const priceId = await priceIdFor(ctx, input.planName, input.planId);
    if (a.adviser.plan && a.adviser.is_paying && a.adviser.stripe_subscription_id) {
      if (a.adviser.plan === input.planName) return { subscriptionId: a.adviser.stripe_subscription_id, adviser: a };
      throw conflict(BILLING_MESSAGES.alreadySubscribed);
    }
    const customer = await ensureCustomer(ctx, a);
    const provider = providerFor(ctx);
    const card = await guarded(() => provider.setDefaultCard(customer, input.paymentMethod));
    const key = `subscribe-${a.adviser.id}-${priceId}-${input.paymentMethod}`;
    const sub = await guarded(() => provider.subscribe(customer, priceId, key));
    await setCard(ctx.db, customer, card, ctx.now());
    await applied(ctx, sub);
    await clearFreeVersionNotice(ctx.db, a.adviser.user_id, ctx.now());
    return { subscriptionId: sub.id, adviser: await reload(ctx, a.adviser.id) };
  });
}

function requireSubscription(a: BillingAdviser, planName?: PlanName): string {
  const id = a.adviser.stripe_subscription_id;
  if (!id || !a.adviser.plan || !a.adviser.is_paying) throw conflict(BILLING_MESSAGES.noSubscription);
  if (planName && a.adviser.plan !== planName) throw conflict(BILLING_MESSAGES.planMismatch, 'planName');
  return id;
}

export async function changeCard(ctx: ServiceContext, target: BillingAdviser, paymentMethod: string) {
  requireVerifiedEmail(target, 'pay');
  return serialised(target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const customer = await ensureCustomer(ctx, a);
    const card = await guarded(() => providerFor(ctx).setDefaultCard(customer, paymentMethod));
    await setCard(ctx.db, customer, card, ctx.now());
    return reload(ctx, a.adviser.id);
  });
}

export async function cancel(ctx: ServiceContext, target: BillingAdviser, planName: PlanName) {
  return serialised(target.adviser.id, async () => {
    const id = requireSubscription(await reload(ctx, target.adviser.id), planName);
    await applied(ctx, await guarded(() => providerFor(ctx).cancelAtPeriodEnd(id)));
    return reload(ctx, target.adviser.id);
  });
}

export async function resume(ctx: ServiceContext, target: BillingAdviser, planName: PlanName) {
  return serialised(target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const id = requireSubscription(a, planName);
    if (!a.adviser.cancel_at_period_end) throw conflict(BILLING_MESSAGES.notOnGracePeriod);
    await applied(ctx, await guarded(() => providerFor(ctx).resume(id)));
    return reload(ctx, target.adviser.id);
  });
}

export async function switchPlan(
  ctx: ServiceContext,
  target: BillingAdviser,
  input: { currPlanName: PlanName; newPlanName: PlanName; newPlanId: string },
) {
  return serialised(target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const id = requireSubscription(a, input.currPlanName);
    if (input.newPlanName === input.currPlanName) throw conflict(BILLING_MESSAGES.samePlan, 'newPlanName');
    const priceId = await priceIdFor(ctx, input.newPlanName, input.newPlanId);
    await applied(ctx, await guarded(() => providerFor(ctx).switchPrice(id, priceId)));
    return reload(ctx, target.adviser.id);
  });
}

/** Admin terminate billing: ends the provider subscription at once (the plan moves to Free). */
export async function terminateSubscription(ctx: ServiceContext, adviserId: number): Promise<void> {
  const a = await findBillingAdviser(ctx.db, adviserId);
  const id = a?.adviser.stripe_subscription_id;
  if (!a || !id || !a.adviser.is_paying) return;
  await applied(ctx, await guarded(() => providerFor(ctx).cancelNow(id)));
}

export const planLabel = (plan: PlanName) => PLAN_LABELS[plan];
