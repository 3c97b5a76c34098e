import { z } from 'zod';

/** settings §2 Metrics: one chart each; client-response-rate is ours, defined on its page. */
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

export const MetricQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const MetricPointSchema = z.object({ day: z.string(), value: z.number() });
export type MetricPoint = z.infer<typeof MetricPointSchema>;
export const MetricSeriesSchema = z.array(MetricPointSchema);

/** Years that have data, from the earliest to the current year. */
export const MetricYearsSchema = z.object({ years: z.array(z.number()) });

/** settings §9: chart height. */
export const CHART_HEIGHT = 600;
