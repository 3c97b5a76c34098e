import { MetricNameSchema, MetricQuerySchema, MetricSeriesSchema, MetricYearsSchema } from '@brokerdesk/contract';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getMetricSeries, getMetricYears } from './metrics.service';

export function metricsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['metrics'];
  // A static path wins over /metric/:name in fastify's router whatever the order; registered first for the reader.
  api.get('/metric/years', { schema: { tags, response: { 200: MetricYearsSchema } } }, (req) =>
    getMetricYears(ctx, actorOf(req)),
  );
  api.get(
    '/metric/:name',
    {
      schema: {
        tags,
        params: z.object({ name: MetricNameSchema }),
        querystring: MetricQuerySchema,
        response: { 200: MetricSeriesSchema },
      },
    },
    (req) => getMetricSeries(ctx, actorOf(req), req.params.name, req.query.year),
  );
}
