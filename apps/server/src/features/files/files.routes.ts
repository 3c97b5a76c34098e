import { filesApi } from '@brokerdesk/contract';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../../context';
import { type OpenedFile, openPublicImage } from '../../files/files.service';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';

export { contentDisposition } from '../../files/content-disposition';

/**
 * Serving stored files: public branding images by key, everything else by id to those allowed
 * (docs/engineering-guide.md §6).
 */
export function filesRoutes(api: Api, ctx: ServiceContext): void {
  route(api, filesApi.publicImage, async (req, reply) => {
    const file = await openPublicImage(ctx, req.params.key);
    // A key names one upload forever (a replacement gets a new key), so browsers may keep it for good.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    // Branding is meant to be shown elsewhere too (client emails read in webmail), unlike the app's own files.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return sendFile(reply, file);
  });
  // GET file/download (every private file, client documents included) is served by the documents feature.
}

function sendFile(reply: FastifyReply, file: OpenedFile) {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Length', file.size);
  // Served as the type the server detected, never as what a browser might guess from the bytes.
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.send(file.stream);
}
