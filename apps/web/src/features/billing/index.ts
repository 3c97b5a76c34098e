/**
 * The billing feature as other features use it: the upgrade modal a suspended adviser meets on a locked page or action
 * (docs/spec/core-and-application.md §2 and §4), its load-on-open form for pages every client sees, and the payment
 * path. The Stripe webhook pages are loaded by the router from their own files.
 */
export { usePaymentPath } from './payment-path';
export { UpgradeModal } from './upgrade-modal';
export { UpgradeModalOnDemand } from './upgrade-modal-on-demand';
