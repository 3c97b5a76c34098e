import { authApi } from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { resendVerification, verifyEmail } from './email-verification.service';

/** Verification links one user may ask for in an hour: enough for a lost email, too few to flood an inbox. */
export const RESENDS_PER_HOUR = 5;

/** Verified login emails (decision 016): the links' page posts its token; a signed-in user asks for a new link. */
export function emailVerificationRoutes(api: Api, ctx: ServiceContext): void {
  const { rateLimit } = ctx.config;

  // Public: the link is opened wherever the email is read, signed in or not. Limited per IP like accept-invite.
  route(api, authApi.verifyEmail, (req) => verifyEmail(ctx, req.body.token, metaOf(req)), {
    config: { rateLimit: { max: rateLimit.authPerIp, timeWindow: rateLimit.windowMs } },
  });

  route(api, authApi.resendVerification, async (req) => ({ message: await resendVerification(ctx, actorOf(req)) }), {
    config: {
      // Counted per signed-in user after the auth hook, so one account cannot flood its own inbox.
      rateLimit: {
        max: RESENDS_PER_HOUR,
        timeWindow: 3_600_000,
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) => `verify-resend:${req.actor?.userId ?? req.ip}`,
      },
    },
  });
}
