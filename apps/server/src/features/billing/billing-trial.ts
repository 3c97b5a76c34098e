import { businessToday } from '../../business-day';
import type { ServiceContext } from '../../context';
import { claimTrialEnd, findEndedTrials } from './billing.repo';
import { localProviderOf } from './billing-events';
import { paymentPageUrl, sendBillingEmail, trialEndedEmail } from './billing-mail';

/**
 * The trial-end job (docs/decisions/020): an adviser whose trial ended without a plan or free access is on Free. The
 * locks read that from the dates already (accounts/plan-access.ts); this sets free_version_notice once per trial
 * end, so the landing page's notice shows, and emails them a link to the payment page. Answers how many moved.
 */
export async function endTrials(ctx: ServiceContext): Promise<number> {
  // With billing off there are no trials to end, and no "trial ended" email (docs/decisions/026).
  if (ctx.config.billing.mode === 'off') return 0;
  const ended = await findEndedTrials(ctx.db, businessToday(ctx));
  let moved = 0;
  for (const a of ended) {
    if (!(await claimTrialEnd(ctx.db, a.id, a.user_id, ctx.now()))) continue;
    moved++;
    const link = paymentPageUrl(ctx.config.publicUrl, a.kind, a.id);
    await sendBillingEmail(ctx, 'trial_ended', a.email, a.id, trialEndedEmail({ firstName: a.first_name, link }));
  }
  return moved;
}

/** The hourly billing round: ended trials, and on the local provider the renewals its clock has made due. */
export async function runBillingRound(ctx: ServiceContext): Promise<void> {
  await endTrials(ctx);
  await localProviderOf(ctx)?.runDue();
}
