import {
  ClientAnswerSchema,
  ClientIdBodySchema,
  LeadBrokerParamsSchema,
  LeadCaptureInfoSchema,
  LeadCaptureSubmitSchema,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { convertLead, getLeadCaptureInfo, submitLead } from './leads.service';

const HOUR_MS = 3_600_000;

/**
 * The public lead capture form's API (decision 022) and the adviser's one-action conversion of a lead.
 * The public routes are counted per IP in the database (the rate-limit store, decision 012), each on its own budget.
 */
export function leadsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['leads'];
  const perHour = ctx.config.rateLimit.leadsPerIpPerHour;

  api.get(
    '/lead-capture/:brokerId',
    {
      config: {
        public: true,
        rateLimit: {
          max: perHour * 10,
          timeWindow: HOUR_MS,
          groupId: 'lead-capture-get',
          keyGenerator: (req) => req.ip,
        },
      },
      schema: { tags, params: LeadBrokerParamsSchema, response: { 200: LeadCaptureInfoSchema } },
    },
    (req) => getLeadCaptureInfo(ctx, req.params.brokerId),
  );

  api.post(
    '/lead-capture/:brokerId',
    {
      config: {
        public: true,
        rateLimit: { max: perHour, timeWindow: HOUR_MS, groupId: 'lead-capture-post', keyGenerator: (req) => req.ip },
      },
      // A form of a few short fields: anything near the app's 1 MB limit is not one.
      bodyLimit: 16_384,
      schema: {
        tags,
        params: LeadBrokerParamsSchema,
        body: LeadCaptureSubmitSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await submitLead(ctx, req.params.brokerId, req.body, metaOf(req))),
  );

  api.post(
    '/client/convert-lead',
    { schema: { tags, body: ClientIdBodySchema, response: { 200: ClientAnswerSchema } } },
    (req) => convertLead(ctx, actorOf(req), req.body.clientId),
  );
}
