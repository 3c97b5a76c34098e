import { createHash } from 'node:crypto';
import {
  FeedbackCreateResponseSchema,
  FeedbackCreateSchema,
  FeedbackListQuerySchema,
  FeedbackListSchema,
} from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
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
  const tags = ['feedback'];
  api.post(
    '/feedback/create',
    {
      config: {
        rateLimit: {
          max: ctx.config.rateLimit.feedbackPerHour,
          timeWindow: HOUR_MS,
          hook: 'preHandler',
          keyGenerator: feedbackRateKey,
        },
      },
      schema: { tags, body: FeedbackCreateSchema, response: { 201: FeedbackCreateResponseSchema } },
    },
    async (req, reply) => reply.status(201).send({ feedback: await createFeedback(ctx, actorOf(req), req.body) }),
  );
  api.get(
    '/feedback/data',
    { schema: { tags, querystring: FeedbackListQuerySchema, response: { 200: FeedbackListSchema } } },
    (req) => listFeedbackItems(ctx, actorOf(req), req.query),
  );
}
