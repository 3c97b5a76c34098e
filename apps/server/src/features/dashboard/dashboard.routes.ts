import { DashboardStatsSchema } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getDashboardStats } from './dashboard.service';

export function dashboardRoutes(api: Api, ctx: ServiceContext): void {
  api.get('/dashboard/stats', { schema: { tags: ['dashboard'], response: { 200: DashboardStatsSchema } } }, (req) =>
    getDashboardStats(ctx, actorOf(req)),
  );
}
