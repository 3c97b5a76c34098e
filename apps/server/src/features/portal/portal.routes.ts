import {
  AcceptInviteSchema,
  ClientAnswerSchema,
  ClientIdBodySchema,
  ClientInvitedSchema,
  ClientInviteSchema,
  TokenResponseSchema,
} from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { authPerIpLimit } from '../../http/rate-limit-store';
import type { Api } from '../../http/types';
import { acceptInvite } from './accept-invite.service';
import { inviteClient, revokeClientAccess } from './invite.service';

/** Client portal: the adviser's invitation and revocation, and the client's acceptance of the link. */
export function portalRoutes(api: Api, ctx: ServiceContext): void {
  const { rateLimit } = ctx.config;
  const tags = ['portal'];

  api.post(
    '/client/invite',
    {
      config: {
        // Counted per adviser and client after the body is read, so nobody's inbox is flooded by resends and one
        // adviser's invitations never use up another's (docs/engineering-guide.md §6: invite endpoints rate-limited).
        rateLimit: {
          max: rateLimit.invitesPerClientPerHour,
          timeWindow: 3_600_000,
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) =>
            `invite:${req.actor?.userId ?? req.ip}:${(req.body as { clientId?: number } | undefined)?.clientId ?? ''}`,
        },
      },
      schema: { tags, body: ClientInviteSchema, response: { 200: ClientInvitedSchema } },
    },
    (req) => inviteClient(ctx, actorOf(req), req.body),
  );

  api.post(
    '/client/revoke-access',
    { schema: { tags, body: ClientIdBodySchema, response: { 200: ClientAnswerSchema } } },
    (req) => revokeClientAccess(ctx, actorOf(req), req.body.clientId),
  );

  // Public, and counted in the one per-IP budget of sign-in and password reset, which it resembles.
  api.post(
    '/auth/accept-invite',
    {
      config: { public: true, rateLimit: authPerIpLimit(ctx.config) },
      schema: { tags: ['auth'], body: AcceptInviteSchema, response: { 200: TokenResponseSchema } },
    },
    (req) => acceptInvite(ctx, req.body, metaOf(req)),
  );
}
