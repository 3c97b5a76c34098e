import { DocumentRequestIdQuerySchema, documentRequestsApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import { parseQueryOrBody } from '../../../http/query-or-body';
import type { Api } from '../../../http/types';
import { applyDocumentTemplate, createDocumentRequest, listDocumentRequests } from './requests.service';
import { deleteDocumentRequest, reRequestDocument, reviewDocumentRequest } from './review.service';

/** The Documents page's requests (the documents issue): asking, listing, reviewing, asking again, removing. */
export function documentRequestsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentRequestsApi.create, async (req) => ({
    request: await createDocumentRequest(ctx, actorOf(req), req.body),
  }));
  route(api, documentRequestsApi.applyTemplate, async (req) => ({
    requests: await applyDocumentTemplate(ctx, actorOf(req), req.body),
  }));
  route(api, documentRequestsApi.list, (req) => listDocumentRequests(ctx, actorOf(req), req.query));
  route(api, documentRequestsApi.remove, async (req) => {
    await deleteDocumentRequest(ctx, actorOf(req), parseQueryOrBody(req, DocumentRequestIdQuerySchema).requestId);
    return { message: MESSAGES.documentRequestRemoved };
  });
  route(api, documentRequestsApi.review, async (req) => ({
    request: await reviewDocumentRequest(ctx, actorOf(req), req.body),
  }));
  route(api, documentRequestsApi.reRequest, async (req) => ({
    request: await reRequestDocument(ctx, actorOf(req), req.body.requestId),
  }));
}
