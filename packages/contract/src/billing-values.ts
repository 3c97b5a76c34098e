/*
 * Plans and payments as plain values (docs/spec/settings-billing-admin.md §1, §2, §8, §9; core §9), readable by pages
 * without zod. The schemas are in billing.ts.
 */

export const PLAN_NAMES = ['standard', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** docs/spec/settings-billing-admin.md §9: AUD a month including GST, in cents. */
export const PLAN_PRICES_CENTS: Record<PlanName, number> = { standard: 4400, pro: 7700 };

export const PLAN_LABELS: Record<PlanName | 'free', string> = { free: 'Free', standard: 'Standard', pro: 'Pro' };

/** docs/spec/settings-billing-admin.md §1: what the plan cards list. */
export const STANDARD_FEATURES = [
  'Automated fact-find and document collection, saving 3 to 5 hours per client',
  'Clients enter their data in secure online forms',
  'Request specific documents, uploaded through a secure portal',
  'Uploads are auto-renamed by type',
  'Download documents as a zip',
  'Simpler annual reviews',
  'Client information compiled into a single PDF',
  'A personal intro video',
  'Branding with your logo, colours, profile image and contact details',
  'Disclosure documents attached to client emails automatically',
] as const;
export const PRO_FEATURES = [
  'Everything in Standard',
  'Direct upload to your mortgage software (lodgement)',
  'Create strategies for clients without data entry',
] as const;
export const FREE_FEATURES = [
  'Clients, applicants and their personal details',
  'Liabilities, expenses, risk profile, documents and submit are locked',
] as const;

/** GST included in a GST-inclusive amount: one eleventh, to the cent. */
export function gstOf(amountCents: number): number {
  return Math.round(amountCents / 11);
}

/** Cents as '$44.00'. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Stripe's documented test cards the local provider accepts (docs/decisions/020). */
export const TEST_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** docs/spec/settings-billing-admin.md §2, §8: the payment screens' words, as given. */
export const BILLING_MESSAGES = {
  freeAccess: 'You have been granted free access.',
  notSubscribed: 'You are currently not subscribed to any plan. Please select a plan below to get started.',
  gracePeriod: (plan: string, longDate: string) =>
    `You have cancelled your subscription ${plan} plan. Your subscription will end on ${longDate}. You have full access until this date.`,
  currentPlan: 'This is your current plan',
  resumeSubscription: 'Resume subscription',
  startNow: 'Start Now',
  cancelLink: 'cancel this subscription',
  subscribeButton: (amount: string) => `Subscribe ${amount}`,
  subscribeDescription: 'Thank you for subscribing.',
  cardError: 'There was an error with your card.',
  plannerSubscribeFailed: 'Unable to subscribe..Please ensure you have entered correct card details.',
  cardUpdated: 'Card updated successfully',
  planCancelled: 'Plan successfully cancelled.',
  resumedPlan: (plan: string) => `You have successfully resumed your ${plan} plan.`,
  changedPlan: (plan: string) => `Successfully changed to ${plan} plan.`,
  subscribed: 'Successfully subscribed..',
  resumed: 'Successfully resumed.',
  cancelled: 'Successfully cancelled.',
  // Beyond the spec's words (docs/decisions/020).
  inTrial: (longDate: string) => `You are on a free trial until ${longDate}. Choose a plan to keep every feature.`,
  trialEnded:
    'Your free trial has ended and your account is now on the Free plan. Choose a plan to unlock every feature.',
  suspended: 'This account is suspended. Choose a plan, or contact us, to unlock its features.',
  paymentFailed: 'Your last payment failed. Please change your card to keep your plan.',
  providerDown: 'The payment service is not answering. Nothing was changed; please try again in a few minutes.',
  alreadySubscribed: 'There is already a subscription on this account.',
  noSubscription: 'There is no subscription on this account.',
  notOnGracePeriod: 'This subscription is not cancelled, so there is nothing to resume.',
  samePlan: 'This is already the plan of this subscription.',
  planMismatch: 'This is not the plan of this subscription.',
  unknownPlan: 'Please choose the Standard or Pro plan.',
  freeAccessNoBilling: 'This account has free access and needs no subscription.',
  subscriptionNotLive:
    'The payment provider does not show this subscription as active, so nothing was changed. Please try again.',
  // BILLING=off (docs/decisions/026): a firm hosting the product for its own advisers.
  billingOff: 'Billing is managed by your firm. Every feature is included, so there is nothing to pay here.',
  billingOffTerminate:
    'Billing is off on this server, so this subscription cannot be ended here. End it in the payment provider’s dashboard.',
  taxInvoice: 'Tax invoice',
  noInvoices: 'No tax invoices yet.',
} as const;
