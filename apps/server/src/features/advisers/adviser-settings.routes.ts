import { advisersApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { loadAdviserDetail } from './adviser-detail';
import { getPlannerUser, saveAdviserSetting, saveUserAccount } from './adviser-settings.service';

/**
 * The account pages' endpoints (docs/spec/core-and-application.md §7, docs/spec/settings-billing-admin.md §7). Brokers
 * and planners share one service; the planner mount takes `plannerId` where the broker one takes `brokerId`, and
 * answers 404 for an id of the other kind.
 */
export function adviserSettingsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, advisersApi.brokerDetail, (req) => loadAdviserDetail(ctx, actorOf(req), 'broker', req.query.brokerId));
  route(api, advisersApi.plannerDetail, (req) => loadAdviserDetail(ctx, actorOf(req), 'planner', req.query.plannerId));

  route(api, advisersApi.brokerSave, (req) =>
    saveAdviserSetting(ctx, actorOf(req), 'broker', req.body.brokerId, req.body),
  );
  route(api, advisersApi.plannerSave, (req) =>
    saveAdviserSetting(ctx, actorOf(req), 'planner', req.body.plannerId, req.body),
  );

  for (const [endpoint, plannerOnly] of [
    [advisersApi.userAccount, false],
    [advisersApi.plannerUserAccount, true],
  ] as const) {
    route(api, endpoint, (req) => saveUserAccount(ctx, actorOf(req), req.body, { plannerOnly }));
  }

  route(api, advisersApi.plannerUserDetail, (req) => getPlannerUser(ctx, actorOf(req), req.query.userId));
}
