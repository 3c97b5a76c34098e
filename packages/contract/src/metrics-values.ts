/**
 * docs/spec/settings-billing-admin.md §2 Metrics: one chart each; client-response-rate is ours, defined on its page.
 */
export const METRIC_NAMES = [
  'new-brokers-per-week',
  'new-clients-per-week',
  'emails-to-clients-per-week',
  'emails-from-clients-per-week',
  'stripe-subscriptions-per-week',
  'client-response-rate',
] as const;

/** A precise definition, shown on the chart page; the server computes exactly this. */
export const CLIENT_RESPONSE_RATE_DEFINITION =
  'Of the clients first invited to the portal in a week (Monday to Sunday, business time zone), the percentage who have since entered any data themselves. Weeks with no invitations show 0.';

/** docs/spec/settings-billing-admin.md §9: chart height. */
export const CHART_HEIGHT = 600;
