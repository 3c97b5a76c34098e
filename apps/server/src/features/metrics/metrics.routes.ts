import { metricsApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getMetricSeries, getMetricYears } from './metrics.service';

export function metricsRoutes(api: Api, ctx: ServiceContext): void {
  // A static path wins over /metric/:name in fastify's router whatever the order; registered first for the reader.
  route(api, metricsApi.years, (req) => getMetricYears(ctx, actorOf(req)));
  route(api, metricsApi.series, (req) => getMetricSeries(ctx, actorOf(req), req.params.name, req.query.year));
}
