import { dashboardApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getDashboardStats } from './dashboard.service';

export function dashboardRoutes(api: Api, ctx: ServiceContext): void {
  route(api, dashboardApi.stats, (req) => getDashboardStats(ctx, actorOf(req)));
}
