import { documentRequestsApi, MESSAGES } from '@brokerdesk/contract';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../../../../context';
import { contentDisposition } from '../../../../files';
import { actorOf, metaOf } from '../../../../http/auth-hook';
import { route } from '../../../../http/endpoints';
import type { Api } from '../../../../http/types';
import { parseByteRange } from './byte-range';
import { openFileDownload } from './download.service';
import { openDocumentsZip } from './zip.service';

/** Private files are never cached by the browser or a proxy, and never guessed at (docs/engineering-guide.md §6). */
function privateHeaders(reply: FastifyReply, fileName: string, disposition: 'attachment' | 'inline', type: string) {
  reply.header('Content-Type', type);
  reply.header('Content-Disposition', contentDisposition(fileName, disposition));
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
}

/** Single files (with Range, for large PDFs read in parts) and the zip of all of a client's documents. */
export function documentDownloadRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentRequestsApi.download, async (req, reply) => {
    const fileId = (req.query.files_new_id ?? req.query.fileId) as number;
    const target = await openFileDownload(ctx, actorOf(req), fileId, req.query.variant, metaOf(req));
    const range = parseByteRange(req.headers.range, target.size);
    reply.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${target.size}`);
      return reply.status(416).send({ error: { code: 'validation', message: MESSAGES.downloadRangeInvalid } });
    }
    privateHeaders(reply, target.fileName, req.query.disposition, target.contentType);
    const object = await target.open(range ?? undefined);
    reply.header('Content-Length', object.size);
    if (range) {
      reply.status(206);
      reply.header('Content-Range', `bytes ${range.start}-${range.start + object.size - 1}/${target.size}`);
    }
    return reply.send(object.stream);
  });

  route(api, documentRequestsApi.downloadAll, async (req, reply) => {
    const zip = await openDocumentsZip(ctx, actorOf(req), req.body.clientId, metaOf(req));
    privateHeaders(reply, zip.fileName, 'attachment', 'application/zip');
    return reply.send(zip.stream);
  });
}
