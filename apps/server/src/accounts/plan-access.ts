import { businessToday } from '../business-day';
import type { ServiceContext } from '../context';
import type { advisers } from '../db/schema';

type AdviserPlanFields = Pick<
  typeof advisers.$inferSelect,
  'suspended' | 'free_access' | 'plan' | 'is_paying' | 'subscription_ends_at' | 'trial_end_date'
>;

/**
 * The day plans are judged on, and whether billing is off (BILLING=off, docs/decisions/026): a firm hosting the product
 * for its own advisers has no plans, trials or locks, so every adviser has every feature.
 */
export interface PlanDay {
  today: string;
  billingOff: boolean;
}

export function planDay(ctx: Pick<ServiceContext, 'now' | 'config'>): PlanDay {
  return { today: businessToday(ctx), billingOff: ctx.config.billing.mode === 'off' };
}

/** A new adviser's trial end (TRIAL_DAYS from now); none with billing off, where there are no trials. */
export function newTrialEnd(ctx: Pick<ServiceContext, 'config'>, now: Date): string | null {
  if (ctx.config.billing.mode === 'off') return null;
  return new Date(now.getTime() + ctx.config.trialDays * 86_400_000).toISOString().slice(0, 10);
}

export function isInTrial(a: AdviserPlanFields, day: PlanDay): boolean {
  if (day.billingOff) return false;
  return !a.plan && a.trial_end_date !== null && a.trial_end_date >= day.today;
}

/** The paid plan in force: while paying or until the end of a cancelled plan's grace period. */
export function currentPlan(a: AdviserPlanFields, day: PlanDay): 'standard' | 'pro' | null {
  if (!a.plan) return null;
  if (a.is_paying) return a.plan;
  return a.subscription_ends_at !== null && a.subscription_ends_at >= day.today ? a.plan : null;
}

/**
 * docs/spec/core-and-application.md §4 (plans and locks): a suspended adviser, or one on the Free plan after the trial,
 * has the paid features locked (Liabilities, Living Expenses, Risk Profile, Documents, Submit, reports, zips,
 * lodgement, Templates). Free access opens everything unless suspended (granting free access clears suspension).
 * With billing off there is no Free plan to be on, so nothing is locked (suspension included: it means "on Free").
 */
export function hasPaidFeatures(a: AdviserPlanFields, day: PlanDay): boolean {
  if (day.billingOff) return true;
  if (a.suspended) return false;
  if (a.free_access) return true;
  return currentPlan(a, day) !== null || isInTrial(a, day);
}

/** The Pro features (lodgement): Pro, a trial or free access, unless suspended; every adviser's with billing off. */
export function hasProFeatures(a: AdviserPlanFields, day: PlanDay): boolean {
  if (day.billingOff) return true;
  if (a.suspended) return false;
  return a.free_access || isInTrial(a, day) || currentPlan(a, day) === 'pro';
}
