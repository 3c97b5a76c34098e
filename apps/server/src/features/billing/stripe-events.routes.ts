import { billingApi, TOTAL_COUNT_HEADER } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getWebhookResponse, listWebhookResponses } from './stripe-events.service';

export function stripeEventsRoutes(api: Api, ctx: ServiceContext): void {
  // The spec's list answers a bare array (docs/spec/settings-billing-admin.md §7), so the total travels in a header.
  route(api, billingApi.webhookList, async (req, reply) => {
    const { rows, total } = await listWebhookResponses(ctx, actorOf(req), req.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return rows;
  });
  route(api, billingApi.webhookEvent, (req) => getWebhookResponse(ctx, actorOf(req), req.params.id));
}
