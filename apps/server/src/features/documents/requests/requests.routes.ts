import {
  DocumentApplyTemplateSchema,
  DocumentFileDateSchema,
  DocumentFileResponseSchema,
  DocumentRequestCreateSchema,
  DocumentRequestIdQuerySchema,
  DocumentRequestListQuerySchema,
  DocumentRequestListSchema,
  DocumentRequestResponseSchema,
  DocumentReRequestSchema,
  DocumentReviewSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { parseQueryOrBody } from '../../../http/query-or-body';
import type { Api } from '../../../http/types';
import { setDocumentFileDate } from '../uploads/document-files.service';
import { applyDocumentTemplate, createDocumentRequest, listDocumentRequests } from './requests.service';
import { deleteDocumentRequest, reRequestDocument, reviewDocumentRequest } from './review.service';

const tags = ['documents'];

/** The Documents page's requests (the documents issue): asking, listing, reviewing, asking again, removing. */
export function documentRequestsRoutes(api: Api, ctx: ServiceContext): void {
  api.post(
    '/document/request',
    { schema: { tags, body: DocumentRequestCreateSchema, response: { 201: DocumentRequestResponseSchema } } },
    async (req, reply) => reply.status(201).send({ request: await createDocumentRequest(ctx, actorOf(req), req.body) }),
  );

  api.post(
    '/document/apply-template',
    { schema: { tags, body: DocumentApplyTemplateSchema, response: { 200: DocumentRequestListSchema } } },
    async (req) => ({ requests: await applyDocumentTemplate(ctx, actorOf(req), req.body) }),
  );

  api.get(
    '/document/requests',
    { schema: { tags, querystring: DocumentRequestListQuerySchema, response: { 200: DocumentRequestListSchema } } },
    async (req) => ({
      requests: await listDocumentRequests(ctx, actorOf(req), req.query.clientId, req.query.applicantId),
    }),
  );

  api.delete(
    '/document/request',
    {
      schema: {
        tags,
        description: 'requestId in the query (or a JSON body).',
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await deleteDocumentRequest(ctx, actorOf(req), parseQueryOrBody(req, DocumentRequestIdQuerySchema).requestId);
      return { message: MESSAGES.documentRequestRemoved };
    },
  );

  api.post(
    '/document/review',
    { schema: { tags, body: DocumentReviewSchema, response: { 200: DocumentRequestResponseSchema } } },
    async (req) => ({ request: await reviewDocumentRequest(ctx, actorOf(req), req.body) }),
  );

  api.post(
    '/document/re-request',
    { schema: { tags, body: DocumentReRequestSchema, response: { 200: DocumentRequestResponseSchema } } },
    async (req) => ({ request: await reRequestDocument(ctx, actorOf(req), req.body.requestId) }),
  );

  api.post(
    '/document/file-date',
    { schema: { tags, body: DocumentFileDateSchema, response: { 200: DocumentFileResponseSchema } } },
    async (req) => ({
      file: await setDocumentFileDate(ctx, actorOf(req), req.body.fileId, req.body.document_date),
    }),
  );
}
