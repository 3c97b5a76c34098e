import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, RequestMeta, ServiceContext } from '../context';
import { unauthenticated } from '../errors';
import { authenticate } from '../features/auth';

/**
 * Reads the bearer token and resolves who is asking. Registered inside the /api scope: the web app's files are
 * public and never pay for a session lookup. The token is read from the Authorization header only: in a URL it
 * would reach logs, browser history and Referer headers (docs/decisions/015-input-boundary.md).
 */
export function registerAuthHook(app: FastifyInstance, ctx: ServiceContext): void {
  // Before validation, so a signed-out caller learns nothing about a route's input; unknown paths keep their 404.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const token = bearerToken(request);
    request.actor = token ? await authenticate(ctx, token) : null;
    if (!request.actor && !request.routeOptions.config.public) throw unauthenticated();
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** The signed-in actor of a route that is not public (the hook has already refused everyone else). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

export function metaOf(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
