import {
  AdviserDetailSchema,
  BrokerIdQuerySchema,
  BrokerSaveSchema,
  PlannerIdQuerySchema,
  PlannerSaveSchema,
  PlannerUserSchema,
  UserAccountSaveSchema,
  UserIdQuerySchema,
  UserSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { loadAdviserDetail } from './adviser-detail';
import { getPlannerUser, saveAdviserSetting, saveUserAccount } from './adviser-settings.service';

/**
 * The account pages' endpoints (docs/spec/core-and-application.md §7, docs/spec/settings-billing-admin.md §7). Brokers
 * and planners share one service; the planner mount takes `plannerId` where the broker one takes `brokerId`, and
 * answers 404 for an id of the other kind.
 */
export function adviserSettingsRoutes(api: Api, ctx: ServiceContext): void {
  api.get(
    '/broker/detail',
    { schema: { tags: ['brokers'], querystring: BrokerIdQuerySchema, response: { 200: AdviserDetailSchema } } },
    (req) => loadAdviserDetail(ctx, actorOf(req), 'broker', req.query.brokerId),
  );
  api.get(
    '/planner/detail',
    { schema: { tags: ['planners'], querystring: PlannerIdQuerySchema, response: { 200: AdviserDetailSchema } } },
    (req) => loadAdviserDetail(ctx, actorOf(req), 'planner', req.query.plannerId),
  );

  api.post(
    '/broker/save',
    { schema: { tags: ['brokers'], body: BrokerSaveSchema, response: { 200: AdviserDetailSchema } } },
    (req) => saveAdviserSetting(ctx, actorOf(req), 'broker', req.body.brokerId, req.body),
  );
  api.post(
    '/planner/save',
    { schema: { tags: ['planners'], body: PlannerSaveSchema, response: { 200: AdviserDetailSchema } } },
    (req) => saveAdviserSetting(ctx, actorOf(req), 'planner', req.body.plannerId, req.body),
  );

  for (const [url, plannerOnly] of [
    ['/user/account', false],
    ['/planner/user/account', true],
  ] as const) {
    api.post(url, { schema: { tags: ['users'], body: UserAccountSaveSchema, response: { 200: UserSchema } } }, (req) =>
      saveUserAccount(ctx, actorOf(req), req.body, { plannerOnly }),
    );
  }

  api.get(
    '/planner/user/detail',
    { schema: { tags: ['planners'], querystring: UserIdQuerySchema, response: { 200: PlannerUserSchema } } },
    (req) => getPlannerUser(ctx, actorOf(req), req.query.userId),
  );
}
