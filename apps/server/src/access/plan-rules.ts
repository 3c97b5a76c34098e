import { LODGEMENT_AGGREGATOR_IDS, MESSAGES } from '@brokerdesk/contract';
import { hasPaidFeatures, hasProFeatures, type PlanDay, planDay } from '../accounts/plan-access';
import type { Actor, ServiceContext } from '../context';
import { forbidden } from '../errors';
import type { AdviserRecord } from './access.repo';

/*
 * What an adviser's plan and account let the actor do (docs/spec/core-and-application.md §4, decision 016). The plan
 * facts themselves (trial, current plan, paid and Pro features) are accounts/plan-access.ts; here they meet the actor:
 * an administrator is never locked out.
 */

/** The paid pages and actions are locked for this adviser, and the actor is not an administrator. */
export function isPaidLocked(ctx: ServiceContext, actor: Actor, adviser: AdviserRecord): boolean {
  return !actor.isAdmin && !hasPaidFeatures(adviser, planDay(ctx));
}

/**
 * Inviting clients and paying need a verified login email (decision 016); an adviser still verifying may explore
 * and fill their settings. The invitation's gate checks the adviser whose client it is; the payment services check
 * the adviser who pays, as loaded by their gate.
 */
export function requireVerifiedEmail(user: { email_verified_at: Date | null }, action: 'invite' | 'pay'): void {
  if (user.email_verified_at === null) {
    throw forbidden(action === 'invite' ? MESSAGES.verifyEmailToInvite : MESSAGES.verifyEmailToPay);
  }
}

/** The broker's lodgement option is on: a lodgement aggregator (docs/spec/settings-billing-admin.md §6). */
export function isLodgementOptionOn(adviser: Pick<AdviserRecord, 'aggregator_id'>): boolean {
  const aggregator = adviser.aggregator_id;
  return aggregator !== null && (LODGEMENT_AGGREGATOR_IDS as readonly number[]).includes(aggregator);
}

/**
 * The one lodgement rule, for My account's lodgement section and the Upload page alike (docs/spec/
 * core-and-application.md §3, docs/spec/settings-billing-admin.md §1 and §6): the broker's aggregator offers
 * lodgement (5 or 30), and the plan includes it (Pro, a trial or free access, not suspended; every plan with billing
 * off), or the actor is an administrator. Both pages ask this, so one cannot offer what the other hides.
 */
export function isLodgementAvailable(adviser: AdviserRecord, actor: Actor, day: PlanDay): boolean {
  return isLodgementOptionOn(adviser) && planAllowsLodgement(adviser, actor, day);
}

/** Why the rule says no: the aggregator offers no lodgement, or the plan does not include it; null when it says yes. */
export function lodgementUnavailableReason(
  adviser: AdviserRecord,
  actor: Actor,
  day: PlanDay,
): 'no_aggregator' | 'plan' | null {
  if (!isLodgementOptionOn(adviser)) return 'no_aggregator';
  return planAllowsLodgement(adviser, actor, day) ? null : 'plan';
}

/** The plan half of the rule: uploading to the lodgement system is a Pro feature (trial and free access include it). */
export function planAllowsLodgement(adviser: AdviserRecord, actor: Actor, day: PlanDay): boolean {
  return actor.isAdmin || hasProFeatures(adviser, day);
}

export function mayLodge(ctx: ServiceContext, actor: Actor, adviser: AdviserRecord): boolean {
  return planAllowsLodgement(adviser, actor, planDay(ctx));
}

/**
 * Strategies are a Pro feature (docs/spec/settings-billing-admin.md §1: "creating strategies for clients without data
 * entry"); trial and free access include them. With no actor (the report, judged for the adviser) only the plan counts.
 */
export function mayUseStrategies(ctx: ServiceContext, actor: Actor | null, adviser: AdviserRecord): boolean {
  return (actor?.isAdmin ?? false) || hasProFeatures(adviser, planDay(ctx));
}
