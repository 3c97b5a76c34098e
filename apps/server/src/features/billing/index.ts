/** What other features and the app's wiring may use of this feature; its other modules are its own. */

export { terminateSubscription } from './billing.service';
export { BILLING_EVENT_JOB, processEvent } from './billing-events';
export { runBillingRound } from './billing-trial';
export type { BillingProvider } from './provider';
export { stripeEventRow } from './stripe-events.repo';
