import { MESSAGES, usersApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { changePassword, getUserDetail } from './users.service';

export function usersRoutes(api: Api, ctx: ServiceContext): void {
  route(api, usersApi.detail, (req) => getUserDetail(ctx, actorOf(req), req.query.userId));

  // The broker and planner password pages post to their own paths; the rule is the same
  // (docs/spec/core-and-application.md §5, docs/spec/settings-billing-admin.md §5).
  for (const [endpoint, plannerOnly, message] of [
    [usersApi.password, false, MESSAGES.passwordSaved],
    [usersApi.plannerPassword, true, MESSAGES.passwordChanged],
  ] as const) {
    route(api, endpoint, async (req) => {
      await changePassword(ctx, actorOf(req), req.body, { plannerOnly });
      return { message };
    });
  }
}
