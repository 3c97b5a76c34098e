import { randomUUID } from 'node:crypto';
import { type AdviserKind, ApiError, BILLING_MESSAGES, type PlanName } from '@brokerdesk/contract';
import { requireAccess, requireVerifiedEmail } from '../../access';
import { recordAuditEvent } from '../../audit';
import { businessDate } from '../../business-day';
import type { Actor, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { lockKey } from '../../locks';
import {
  applySubscription,
  type BillingAdviser,
  clearFreeVersionNotice,
  findBillingAdviser,
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
export async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CardDeclinedError) throw invalid(err.message, 'card');
    if (err instanceof ProviderDownError) throw new ApiError('unavailable', BILLING_MESSAGES.providerDown);
    throw err;
  }
}

/**
 * One billing change at a time per adviser, across instances (a double click, two tabs): a lock on the database;
 * the provider's idempotency key per attempt covers the rest (docs/decisions/026).
 */
function oneAtATime<T>(ctx: ServiceContext, adviserId: number, fn: () => Promise<T>): Promise<T> {
  return ctx.database.withAdvisoryLock(lockKey('billing', adviserId), fn);
}

/** The adviser whose billing is asked about: the caller's own unless an administrator names one. */
export async function loadTarget(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number | undefined,
): Promise<BillingAdviser> {
  // Naming no adviser (an administrator's call without an id) reads as an adviser that does not exist: 404, or 403
  // for a client, who has no billing at all.
  return requireAccess(ctx, actor, { kind: 'adviser', id: id ?? actor.adviserId ?? 0, adviserKind: kind }, 'read');
}

const dateOf = (ctx: ServiceContext, d: Date) => businessDate(d, ctx.config.businessTimeZone);

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

/** Who changed a plan, for the audit (decision 044): the adviser, or an administrator acting for them. */
export type PlanChangeBy = { userId: number; ip?: string };

async function recordPlanChange(
  ctx: ServiceContext,
  a: BillingAdviser,
  by: PlanChangeBy | undefined,
  action: string,
  detail: Record<string, unknown>,
) {
  await recordAuditEvent(ctx.db, {
    action,
    actorUserId: by?.userId ?? null,
    adviserId: a.adviser.id,
    detail,
    ip: by?.ip ?? null,
  });
}

/** What a subscription must be at the provider, now, for the adviser to get the plan's features. */
const LIVE = new Set(['active', 'trialing']);

/**
 * Subscribes with a card: a declined card changes nothing; a repeated call while subscribed answers the same
 * subscription. Each attempt has its own idempotency key (the SDK's network retry reuses it), so a later subscribe,
 * after a cancellation or an administrator's termination, is a new subscription with its own first invoice. The paid
 * state comes from the provider's subscription as it is now, retrieved after creating: an answer that names a
 * subscription which has since ended grants nothing (docs/decisions/026).
 */
export async function subscribe(
  ctx: ServiceContext,
  target: BillingAdviser,
  input: { paymentMethod: string; planName: PlanName; planId: string },
  by?: PlanChangeBy,
): Promise<{ subscriptionId: string; adviser: BillingAdviser }> {
  requireVerifiedEmail(target, 'pay');
  if (target.adviser.free_access) throw conflict(BILLING_MESSAGES.freeAccessNoBilling);
  return oneAtATime(ctx, target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const priceId = await priceIdFor(ctx, input.planName, input.planId);
    if (a.adviser.plan && a.adviser.is_paying && a.adviser.stripe_subscription_id) {
      if (a.adviser.plan === input.planName) return { subscriptionId: a.adviser.stripe_subscription_id, adviser: a };
      throw conflict(BILLING_MESSAGES.alreadySubscribed);
    }
    const customer = await ensureCustomer(ctx, a);
    const provider = providerFor(ctx);
    const card = await guarded(() => provider.setDefaultCard(customer, input.paymentMethod));
    const key = `subscribe-${a.adviser.id}-${randomUUID()}`;
    const created = await guarded(() => provider.subscribe(customer, priceId, key));
    const sub = await guarded(() => provider.retrieve(created.id));
    if (sub.customer !== customer || !LIVE.has(sub.status)) throw conflict(BILLING_MESSAGES.subscriptionNotLive);
    await setCard(ctx.db, customer, card, ctx.now());
    await applied(ctx, sub);
    await clearFreeVersionNotice(ctx.db, a.adviser.user_id, ctx.now());
    await recordPlanChange(ctx, a, by, 'plan_subscribed', { plan: input.planName });
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
  return oneAtATime(ctx, target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const customer = await ensureCustomer(ctx, a);
    const card = await guarded(() => providerFor(ctx).setDefaultCard(customer, paymentMethod));
    await setCard(ctx.db, customer, card, ctx.now());
    return reload(ctx, a.adviser.id);
  });
}

export async function cancel(ctx: ServiceContext, target: BillingAdviser, planName: PlanName, by?: PlanChangeBy) {
  return oneAtATime(ctx, target.adviser.id, async () => {
    const id = requireSubscription(await reload(ctx, target.adviser.id), planName);
    await applied(ctx, await guarded(() => providerFor(ctx).cancelAtPeriodEnd(id)));
    await recordPlanChange(ctx, target, by, 'plan_cancelled', { plan: planName });
    return reload(ctx, target.adviser.id);
  });
}

export async function resume(ctx: ServiceContext, target: BillingAdviser, planName: PlanName, by?: PlanChangeBy) {
  return oneAtATime(ctx, target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const id = requireSubscription(a, planName);
    if (!a.adviser.cancel_at_period_end) throw conflict(BILLING_MESSAGES.notOnGracePeriod);
    await applied(ctx, await guarded(() => providerFor(ctx).resume(id)));
    await recordPlanChange(ctx, target, by, 'plan_resumed', { plan: planName });
    return reload(ctx, target.adviser.id);
  });
}

export async function switchPlan(
  ctx: ServiceContext,
  target: BillingAdviser,
  input: { currPlanName: PlanName; newPlanName: PlanName; newPlanId: string },
  by?: PlanChangeBy,
) {
  return oneAtATime(ctx, target.adviser.id, async () => {
    const a = await reload(ctx, target.adviser.id);
    const id = requireSubscription(a, input.currPlanName);
    if (input.newPlanName === input.currPlanName) throw conflict(BILLING_MESSAGES.samePlan, 'newPlanName');
    const priceId = await priceIdFor(ctx, input.newPlanName, input.newPlanId);
    await applied(ctx, await guarded(() => providerFor(ctx).switchPrice(id, priceId)));
    await recordPlanChange(ctx, target, by, 'plan_switched', { from: input.currPlanName, to: input.newPlanName });
    return reload(ctx, target.adviser.id);
  });
}

/**
 * Admin terminate billing: ends the provider subscription at once (the plan moves to Free). With billing off no
 * provider is reachable, so a subscription left from before is refused rather than forgotten while it still charges.
 */
export async function terminateSubscription(ctx: ServiceContext, adviserId: number): Promise<void> {
  const a = await findBillingAdviser(ctx.db, adviserId);
  const id = a?.adviser.stripe_subscription_id;
  if (!a || !id || !a.adviser.is_paying) return;
  if (ctx.config.billing.mode === 'off') throw conflict(BILLING_MESSAGES.billingOffTerminate);
  await applied(ctx, await guarded(() => providerFor(ctx).cancelNow(id)));
}
