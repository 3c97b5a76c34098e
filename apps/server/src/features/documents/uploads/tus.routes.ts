import { Readable } from 'node:stream';
import { DOCUMENT_TUS_PATH, MESSAGES, text } from '@brokerdesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../../../context';
import { notFound } from '../../../errors';
import { actorOf, metaOf } from '../../../http/auth-hook';
import type { Api } from '../../../http/types';
import { createTusServer, errorBody, type TusCaller } from './tus-upload';

/** Upload ids are made by namingFunction (32 hex digits); nothing else reaches the file store as a path. */
const UploadParamsSchema = z.object({
  uploadId: text().regex(/^[0-9a-f]{32}$/, { error: MESSAGES.notFound }),
});
const SWEEP_INTERVAL_MS = 60 * 60_000;
const tags = ['documents'];
const describe = (what: string) =>
  `tus 1.0 (resumable upload): ${what}. Upload-Metadata carries requestId, document_date (YYYY-MM-DD) and filename.`;

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
  const tus = createTusServer(ctx, callers);
  const base = DOCUMENT_TUS_PATH.replace(/^\/api/, '');

  // The sweep of abandoned uploads (decision 019): hourly, in every process, as the partial files are its own.
  const timer = setInterval(() => {
    tus.sweep().catch((err) => console.error('resumable upload sweep failed', err));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));

  api.register(async (scope) => {
    // tus PATCH bodies are streamed into the upload as they come; no parser reads them first.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

    const handle = async (req: FastifyRequest, reply: FastifyReply, uploadId?: string) => {
      const actor = actorOf(req);
      if (uploadId !== undefined) {
        // Only the one who created an upload may go on with it, see it or cancel it.
        const owner = await tus.ownerOf(uploadId);
        if (owner !== null && owner !== actor.userId) throw notFound();
      }
      const request = webRequest(req);
      callers.set(request, { actor, meta: metaOf(req) });
      const response = await tus.server.handleWeb(request);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
      });
      const body = await response.text();
      if (response.status >= 400) {
        reply.header('Content-Type', 'application/json; charset=utf-8');
        return reply.send(errorBody(response.status, body));
      }
      return reply.send(body || undefined);
    };

    scope.post(
      base,
      { schema: { tags, description: describe('create an upload (Upload-Length, at most 25 MB)') } },
      (req, reply) => handle(req, reply),
    );
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${base}/:uploadId`,
      schema: {
        tags,
        params: UploadParamsSchema,
        description: describe('HEAD the offset reached, PATCH the next bytes from Upload-Offset, DELETE to cancel'),
      },
      handler: (req, reply) => handle(req, reply, (req.params as { uploadId: string }).uploadId),
    });
  });
}
