import { Readable } from 'node:stream';
import { documentRequestsApi, MESSAGES } from '@brokerdesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAccess } from '../../../../access';
import type { ServiceContext } from '../../../../context';
import { invalid } from '../../../../errors';
import { actorOf, metaOf } from '../../../../http/auth-hook';
import { route } from '../../../../http/endpoints';
import type { Api } from '../../../../http/types';
import { createTusServer, errorBody, errorStatus, type TusCaller, UNSUPPORTED_TUS_HEADERS } from './tus-upload';

/** A Node request as the web Request @tus/server reads; the body streams through untouched. */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Only an upload's bytes are passed on; any other body was read by its parser already and is not tus's.
  const hasBody =
    (req.method === 'PATCH' || req.method === 'POST') &&
    (req.headers['content-type'] ?? '').startsWith('application/offset+octet-stream');
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req.raw) as ReadableStream) : undefined,
    duplex: 'half',
  });
}

/**
 * The tus endpoints at DOCUMENT_TUS_PATH, signed in like every other route (the bearer token goes through the auth
 * hook; tus-js-client sends it as a header). Answers keep tus's headers; refusals are in the product's error shape.
 */
export function documentTusRoutes(api: Api, ctx: ServiceContext): void {
  const callers = new WeakMap<Request, TusCaller>();
  const tus = createTusServer(ctx, callers, (message, err) => api.log.error({ err }, message));

  api.register(async (scope) => {
    // tus PATCH bodies are streamed into the upload as they come; no parser reads them first.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

    const handle = async (req: FastifyRequest, reply: FastifyReply, uploadId?: string) => {
      const actor = actorOf(req);
      // Extensions this server does not offer are refused in the error shape (tus itself would answer 501).
      const unsupported = UNSUPPORTED_TUS_HEADERS.find((name) => req.headers[name] !== undefined);
      if (unsupported) throw invalid(MESSAGES.uploadExtensionUnsupported, unsupported);
      if (uploadId !== undefined) {
        // Only the one who created an upload may go on with it, see it or cancel it; a finished, cancelled or
        // swept upload has no row and is not found.
        await requireAccess(ctx, actor, { kind: 'resumable-upload', id: uploadId }, 'change');
      }
      const request = webRequest(req);
      const caller: TusCaller = { actor, meta: metaOf(req) };
      callers.set(request, caller);
      const response = await tus.server.handleWeb(request);
      const body = await response.text();
      if (response.status >= 400 && caller.reserved) {
        // The creation failed after its room was reserved (the store refused, say): the room goes back.
        await tus.forget(caller.reserved).catch((err) => api.log.error({ err }, 'releasing an upload failed'));
      }
      if (req.method === 'DELETE' && response.status === 204 && uploadId !== undefined) await tus.forget(uploadId);
      reply.status(errorStatus(response.status));
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
      });
      if (response.status >= 400) {
        if (caller.retryAfterSeconds !== undefined) reply.header('Retry-After', String(caller.retryAfterSeconds));
        reply.header('Content-Type', 'application/json; charset=utf-8');
        return reply.send(errorBody(response.status, body));
      }
      return reply.send(body || undefined);
    };

    route(scope, documentRequestsApi.tusCreate, (req, reply) => handle(req, reply));
    route(scope, documentRequestsApi.tusOffset, (req, reply) => handle(req, reply, req.params.uploadId));
    route(scope, documentRequestsApi.tusPatch, (req, reply) => handle(req, reply, req.params.uploadId));
    route(scope, documentRequestsApi.tusCancel, (req, reply) => handle(req, reply, req.params.uploadId));
  });
}
