import { MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../context';
import type { advisers } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { findLiveUserById } from './users.repo';

type AdviserPlanFields = Pick<
  typeof advisers.$inferSelect,
  'suspended' | 'free_access' | 'plan' | 'is_paying' | 'subscription_ends_at' | 'trial_end_date'
>;

export function isInTrial(a: AdviserPlanFields, today: string): boolean {
  return !a.plan && a.trial_end_date !== null && a.trial_end_date >= today;
}

/** The plan in force: a paid plan while paying or until the end of a cancelled plan's grace period. */
export function currentPlan(a: AdviserPlanFields, today: string): 'standard' | 'pro' | null {
  if (!a.plan) return null;
  if (a.is_paying) return a.plan;
  return a.subscription_ends_at !== null && a.subscription_ends_at >= today ? a.plan : null;
}

/**
 * docs/spec/core-and-application.md §4 (plans and locks): a suspended adviser, or one on the Free plan after the trial,
 * has the paid features locked (Liabilities, Living Expenses, Risk Profile, Documents, Submit, reports, zips,
 * lodgement, Templates). Free access opens everything unless suspended (granting free access clears suspension).
 */
export function hasPaidFeatures(a: AdviserPlanFields, today: string): boolean {
  if (a.suspended) return false;
  if (a.free_access) return true;
  return currentPlan(a, today) !== null || isInTrial(a, today);
}

/**
 * Inviting clients and paying need a verified login email (decision 016); an adviser still verifying may explore
 * and fill their settings. The invitation calls this for the adviser whose client it is; the payment routes call
 * `requireVerifiedAdviser(..., 'pay')` for the adviser who pays.
 */
export function requireVerifiedEmail(user: { email_verified_at: Date | null }, action: 'invite' | 'pay'): void {
  if (user.email_verified_at === null) {
    throw forbidden(action === 'invite' ? MESSAGES.verifyEmailToInvite : MESSAGES.verifyEmailToPay);
  }
}

/** The same check from an adviser row: loads the adviser's user. A user that is gone reads as not found. */
export async function requireVerifiedAdviser(
  ctx: ServiceContext,
  adviser: Pick<typeof advisers.$inferSelect, 'user_id'>,
  action: 'invite' | 'pay',
): Promise<void> {
  const user = await findLiveUserById(ctx.db, adviser.user_id);
  if (!user) throw notFound();
  requireVerifiedEmail(user, action);
}
