import {
  ActivityListSchema,
  ApplicantOrderSchema,
  ClientActivityQuerySchema,
  ClientAnswerSchema,
  ClientCreatedSchema,
  ClientCreateSchema,
  ClientDetailSchema,
  ClientIdBodySchema,
  ClientIdQuerySchema,
  ClientListQuerySchema,
  ClientListSchema,
  LogActivitySchema,
  MESSAGES,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getClientActivity, logActivity } from './client-activity.service';
import { deleteClient, markLodged, submitApplication } from './client-lifecycle.service';
import {
  createClient,
  getClientDetail,
  listClients,
  reorderClientApplicants,
  setClientArchived,
} from './clients.service';

/**
 * The client list, a client's detail and lifecycle, the order of its applicants (the applicants feature adds,
 * deletes and edits them) and its activity timeline.
 */
export function clientsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['clients'];
  const answer = { 200: ClientAnswerSchema };

  api.get(
    '/client/list',
    { schema: { tags, querystring: ClientListQuerySchema, response: { 200: ClientListSchema } } },
    (req) => listClients(ctx, actorOf(req), req.query),
  );

  api.post(
    '/client/create',
    { schema: { tags, body: ClientCreateSchema, response: { 201: ClientCreatedSchema } } },
    async (req, reply) => reply.status(201).send(await createClient(ctx, actorOf(req), req.body)),
  );

  api.get(
    '/client/detail',
    { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: ClientDetailSchema } } },
    (req) => getClientDetail(ctx, actorOf(req), req.query.clientId),
  );

  for (const [url, archived] of [
    ['/client/archive', true],
    ['/client/restore', false],
  ] as const) {
    api.post(url, { schema: { tags, body: ClientIdBodySchema, response: answer } }, (req) =>
      setClientArchived(ctx, actorOf(req), req.body.clientId, archived),
    );
  }

  api.delete(
    '/client/delete',
    { schema: { tags, body: ClientIdBodySchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await deleteClient(ctx, actorOf(req), req.body.clientId);
      return { message: MESSAGES.clientDeleted };
    },
  );

  api.post('/client/submit', { schema: { tags, body: ClientIdBodySchema, response: answer } }, (req) =>
    submitApplication(ctx, actorOf(req), req.body.clientId),
  );

  api.post('/client/mark-lodged', { schema: { tags, body: ClientIdBodySchema, response: answer } }, (req) =>
    markLodged(ctx, actorOf(req), req.body.clientId),
  );

  api.post(
    '/client/update-applicant-order',
    { schema: { tags, body: ApplicantOrderSchema, response: answer } },
    (req) => reorderClientApplicants(ctx, actorOf(req), req.body.clientId, req.body.applicantIds),
  );

  api.get(
    '/client/activity',
    { schema: { tags, querystring: ClientActivityQuerySchema, response: { 200: ActivityListSchema } } },
    (req) => getClientActivity(ctx, actorOf(req), req.query),
  );

  api.post('/common/log-activity', { schema: { tags, body: LogActivitySchema } }, async (req, reply) => {
    await logActivity(ctx, actorOf(req), req.body, metaOf(req));
    return reply.status(204).send();
  });
}
