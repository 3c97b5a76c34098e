import {
  StripeEventIdParamsSchema,
  StripeEventSchema,
  StripeListQuerySchema,
  StripeListSchema,
  TOTAL_COUNT_HEADER,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getWebhookResponse, listWebhookResponses } from './stripe-events.service';

export function stripeEventsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['billing'];
  // The spec's list answers a bare array (docs/spec/settings-billing-admin.md §7), so the total travels in a header.
  api.get(
    '/stripe/data',
    { schema: { tags, querystring: StripeListQuerySchema, response: { 200: StripeListSchema } } },
    async (req, reply) => {
      const { rows, total } = await listWebhookResponses(ctx, actorOf(req), req.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
    },
  );
  api.get(
    '/stripe/event/:id',
    { schema: { tags, params: StripeEventIdParamsSchema, response: { 200: StripeEventSchema } } },
    (req) => getWebhookResponse(ctx, actorOf(req), req.params.id),
  );
}
