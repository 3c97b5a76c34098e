import { documentRequestsApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../../context';
import { actorOf } from '../../../../http/auth-hook';
import { route } from '../../../../http/endpoints';
import type { Api } from '../../../../http/types';
import { openDocumentImage } from './previews.service';

/**
 * GET file/thumbnail?files_new_id=: the small JPEG shown beside a document (an image scaled down, a PDF's first
 * page), to exactly those file/download serves the file itself. 404 while it is being made or when there is none.
 */
export function documentPreviewRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentRequestsApi.thumbnail, async (req, reply) => {
    const image = await openDocumentImage(ctx, actorOf(req), req.query.files_new_id, 'thumbnail');
    reply.header('Content-Type', 'image/jpeg');
    reply.header('Content-Length', image.size);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'private, max-age=300');
    return reply.send(image.stream);
  });
}
