import { createHash } from 'node:crypto';
import { feedbackApi } from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { createFeedback, listFeedbackItems } from './feedback.service';

const HOUR_MS = 3_600_000;

/**
 * Counts per signed-in user. The limit runs after the auth hook (preHandler), so the user is known; the hashed
 * bearer token and then the address are fallbacks that a signed-in request never reaches.
 */
function feedbackRateKey(req: FastifyRequest): string {
  if (req.actor) return `feedback:user:${req.actor.userId}`;
  const auth = req.headers.authorization;
  if (auth) return `feedback:auth:${createHash('sha256').update(auth).digest('hex')}`;
  return `feedback:ip:${req.ip}`;
}

export function feedbackRoutes(api: Api, ctx: ServiceContext): void {
  route(api, feedbackApi.create, async (req) => ({ feedback: await createFeedback(ctx, actorOf(req), req.body) }), {
    config: {
      rateLimit: {
        max: ctx.config.rateLimit.feedbackPerHour,
        timeWindow: HOUR_MS,
        hook: 'preHandler',
        keyGenerator: feedbackRateKey,
      },
    },
  });
  route(api, feedbackApi.list, (req) => listFeedbackItems(ctx, actorOf(req), req.query));
}
