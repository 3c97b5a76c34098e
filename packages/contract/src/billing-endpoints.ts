import { defineEndpoints } from './endpoint';

/** An adviser's own billing, or any adviser's for an administrator; clients have none (403). */
const ADVISERS = ['admin', 'broker', 'planner'] as const;

/**
 * docs/spec/settings-billing-admin.md §7 Subscription (the broker flow under stripe/, the planner flow under plan/ and
 * subscription/), the payment pages' state and card setup, tax invoices, Stripe's webhook and its responses
 * (decisions 020, 026). 409 is billing switched off or a state the change does not fit; 503 the provider down.
 */
export const billingEndpoints = defineEndpoints('billing', {
  // --- broker flow ---
  stripePlans: {
    method: 'GET',
    path: '/stripe/plans',
    access: ADVISERS,
    summary: 'List the plans a broker can subscribe to',
    failures: [409, 503],
  },
  stripeIntent: {
    method: 'GET',
    path: '/stripe/intent',
    access: ADVISERS,
    summary: "Start setting up a broker's card",
    failures: [409, 503],
  },
  stripeSubscribe: {
    method: 'POST',
    path: '/stripe/subscribe',
    access: ADVISERS,
    summary: 'Subscribe a broker to a plan with a card',
    failures: [409, 503],
  },
  stripeChangeCard: {
    method: 'POST',
    path: '/stripe/change-card',
    access: ADVISERS,
    summary: "Change the card a broker's subscription is paid with",
    failures: [409, 503],
  },
  stripeResume: {
    method: 'POST',
    path: '/stripe/resume',
    access: ADVISERS,
    summary: "Resume a broker's cancelled subscription before it ends",
    failures: [409, 503],
  },
  stripeSwitch: {
    method: 'POST',
    path: '/stripe/switch',
    access: ADVISERS,
    summary: "Switch a broker's subscription to the other plan",
    failures: [409, 503],
  },
  stripeCancel: {
    method: 'POST',
    path: '/stripe/cancel',
    access: ADVISERS,
    summary: "Cancel a broker's subscription at the end of its period",
    failures: [409, 503],
  },

  // --- planner flow ---
  planList: {
    method: 'GET',
    path: '/plan/list',
    access: ADVISERS,
    summary: 'List the plans a planner can subscribe to',
    failures: [409, 503],
  },
  planSubscribe: {
    method: 'POST',
    path: '/plan/subscribe',
    access: ADVISERS,
    summary: 'Subscribe a planner to a plan with a card',
    failures: [409, 503],
  },
  planResume: {
    method: 'POST',
    path: '/plan/resume',
    access: ADVISERS,
    summary: "Resume a planner's cancelled subscription before it ends",
    failures: [409, 503],
  },
  planCancel: {
    method: 'POST',
    path: '/plan/cancel',
    access: ADVISERS,
    summary: "Cancel a planner's subscription at the end of its period",
    failures: [409, 503],
  },
  planSwitch: {
    method: 'POST',
    path: '/plan/switch',
    access: ADVISERS,
    summary: "Switch a planner's subscription to the other plan",
    failures: [409, 503],
  },
  subscriptionActive: {
    method: 'GET',
    path: '/subscription/active',
    access: ADVISERS,
    summary: "A planner's active subscription, or an empty array for none",
    failures: [503],
  },

  // --- both: the payment pages ---
  intent: {
    method: 'GET',
    path: '/billing/intent',
    access: ADVISERS,
    summary: "Start setting up an adviser's card on the payment page",
    failures: [409, 503],
  },
  state: {
    method: 'GET',
    path: '/billing/state',
    access: ADVISERS,
    summary: "Everything an adviser's payment page shows: plan, trial, card and invoices",
    failures: [503],
  },
  invoicePdf: {
    method: 'GET',
    path: '/billing/invoice/:id/pdf',
    access: ADVISERS,
    summary: 'Download a tax invoice as a PDF',
    produces: 'application/pdf',
  },
  localConfirmSetup: {
    method: 'POST',
    path: '/billing/local/confirm-setup',
    access: ADVISERS,
    summary: "Confirm a test card with the billing simulator (BILLING=local), in place of Stripe's card form",
  },
  testClock: {
    method: 'POST',
    path: '/billing/test-clock',
    access: 'admin',
    summary: "Move the billing simulator's clock on and run the billing round (only with BILLING=local)",
  },
  freeVersionNoticeSeen: {
    method: 'POST',
    path: '/billing/free-version-notice/seen',
    access: 'signedIn',
    summary: "Record that the signed-in user closed the free version's notice",
  },

  // --- Stripe's webhook and the administrators' view of it ---
  webhook: {
    method: 'POST',
    path: '/stripe/webhook',
    access: 'public',
    // The raw body: the signature is checked over its exact bytes.
    consumes: 'application/json',
    summary: 'Receive a signed event from Stripe (only with BILLING=stripe)',
  },
  webhookList: {
    method: 'GET',
    path: '/stripe/data',
    access: 'admin',
    summary: "List Stripe's webhook events, searched and sorted; the total is in X-Total-Count",
  },
  webhookEvent: {
    method: 'GET',
    path: '/stripe/event/:id',
    access: 'admin',
    summary: "One of Stripe's webhook events with its data",
  },
});
