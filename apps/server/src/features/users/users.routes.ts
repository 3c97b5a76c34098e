import {
  ChangePasswordSchema,
  MESSAGES,
  MessageResponseSchema,
  UserDetailQuerySchema,
  UserSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { changePassword, getUserDetail } from './users.service';

export function usersRoutes(api: Api, ctx: ServiceContext): void {
  api.get(
    '/user/detail',
    { schema: { tags: ['users'], querystring: UserDetailQuerySchema, response: { 200: UserSchema } } },
    (req) => getUserDetail(ctx, actorOf(req), req.query.userId),
  );

  // The broker and planner password pages post to their own paths; the rule is the same
  // (docs/spec/core-and-application.md §5, docs/spec/settings-billing-admin.md §5).
  for (const [url, plannerOnly, message] of [
    ['/user/password', false, MESSAGES.passwordSaved],
    ['/planner/user/password', true, MESSAGES.passwordChanged],
  ] as const) {
    api.post(
      url,
      { schema: { tags: ['users'], body: ChangePasswordSchema, response: { 200: MessageResponseSchema } } },
      async (req) => {
        await changePassword(ctx, actorOf(req), req.body, { plannerOnly });
        return { message };
      },
    );
  }
}
