import fs from 'node:fs';
import path from 'node:path';
import { firstFrame, MESSAGES } from '@brokerdesk/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

/**
 * Serves the built web app on the API's origin. Hashed assets are cached for a year; index.html is
 * revalidated each time so a deploy is picked up at once. Any other GET that is not /api gets the app shell.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  // The public lead capture form is its own small page (docs/decisions/022-leads-messages-help.md).
  const leadPath = path.join(distDir, 'lead-capture.html');
  const hasLeadPage = fs.existsSync(leadPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage && hasLeadPage && request.url.startsWith('/client/lead-capture/')) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(leadPath));
    }
    if (wantsPage && hasBuild) {
      const html = withFrame(fs.readFileSync(indexPath, 'utf8'), request.url.split('?')[0] ?? '/');
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(html);
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound, String(request.id)));
  });
}

function withFrame(html: string, pathname: string): string {
  return html.replace('<html lang="en-AU">', `<html lang="en-AU" data-frame="${firstFrame(pathname)}">`);
}
