import { z } from 'zod';
import { wholeNumber } from './inputs';

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
export const MetricNameSchema = z.enum(METRIC_NAMES);
export type MetricName = z.infer<typeof MetricNameSchema>;

export const MetricQuerySchema = z.object({ year: wholeNumber(2000, 2100, 'Please choose a year from 2000 to 2100.') });
export const MetricPointSchema = z.object({ day: z.string(), value: z.number() });
export type MetricPoint = z.infer<typeof MetricPointSchema>;
export const MetricSeriesSchema = z.array(MetricPointSchema);

/** A precise definition, shown on the chart page; the server computes exactly this. */
export const CLIENT_RESPONSE_RATE_DEFINITION =
  'Of the clients first invited to the portal in a week (Monday to Sunday, business time zone), the percentage who have since entered any data themselves. Weeks with no invitations show 0.';

/** Years that have data, from the earliest to the current year. */
export const MetricYearsSchema = z.object({ years: z.array(z.number()) });

/** docs/spec/settings-billing-admin.md §9: chart height. */
export const CHART_HEIGHT = 600;
