import { FileIdQuerySchema, text } from '@brokerdesk/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { type OpenedFile, openDownload, openPublicImage } from './files.service';

const PublicKeyParamsSchema = z.object({ key: text().min(1).max(100) });

/**
 * Serving stored files: public branding images by key, everything else by id to those allowed
 * (docs/engineering-guide.md §6).
 */
export function filesRoutes(api: Api, ctx: ServiceContext): void {
  api.get(
    '/files/public/:key',
    { config: { public: true }, schema: { tags: ['files'], params: PublicKeyParamsSchema } },
    async (req, reply) => {
      const file = await openPublicImage(ctx, req.params.key);
      // A key names one upload forever (a replacement gets a new key), so browsers may keep it for good.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Branding is meant to be shown elsewhere too (client emails read in webmail), unlike the app's own files.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendFile(reply, file);
    },
  );

  api.get('/file/download', { schema: { tags: ['files'], querystring: FileIdQuerySchema } }, async (req, reply) => {
    const file = await openDownload(ctx, actorOf(req), req.query.fileId, metaOf(req));
    reply.header('Content-Disposition', contentDisposition(file.fileName));
    reply.header('Cache-Control', 'private, no-store');
    return sendFile(reply, file);
  });
}

function sendFile(reply: FastifyReply, file: OpenedFile) {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Length', file.size);
  // Served as the type the server detected, never as what a browser might guess from the bytes.
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.send(file.stream);
}

/** An attachment with the display name: an ASCII fallback, and the exact name per RFC 6266/5987. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
