import { z } from 'zod';
import { bindSchemas } from './endpoint-schemas';
import { wholeNumber } from './inputs';
import { metricsEndpoints } from './metrics-endpoints';
import { METRIC_NAMES } from './metrics-values';

export const MetricNameSchema = z.enum(METRIC_NAMES);
export type MetricName = z.infer<typeof MetricNameSchema>;
export const MetricParamsSchema = z.object({ name: MetricNameSchema });

export const MetricQuerySchema = z.object({ year: wholeNumber(2000, 2100, 'Please choose a year from 2000 to 2100.') });
export const MetricPointSchema = z.object({ day: z.string(), value: z.number() });
export type MetricPoint = z.infer<typeof MetricPointSchema>;
export const MetricSeriesSchema = z.array(MetricPointSchema);

/** Years that have data, from the earliest to the current year. */
export const MetricYearsSchema = z.object({ years: z.array(z.number()) });

export const metricsApi = bindSchemas(metricsEndpoints, {
  years: { reply: MetricYearsSchema },
  series: { params: MetricParamsSchema, query: MetricQuerySchema, reply: MetricSeriesSchema },
});
