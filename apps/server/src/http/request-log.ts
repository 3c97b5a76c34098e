import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/*
 * What the request log writes of a request (docs/engineering-guide.md §6: never log tokens). Links sent by email carry
 * a single-use token in their path, and any `token` query parameter is one too; both are replaced before the line is
 * written.
 */

const TOKEN_PATH = /\/(reset-password|accept-invite|verify-email)\/[^/?#]+/g;
const TOKEN_QUERY = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '/$1/[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

/** pino's `req` serializer: fastify's own fields, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * An `X-Request-Id` from the proxy (or the caller) names the request in the log and in error bodies, so one id
 * follows a request through the proxy's log and ours; anything but a short token of safe characters is replaced
 * by a fresh id rather than written into the log.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Probes of /api/health* every few seconds from a proxy or an orchestrator would fill the log at info. */
export function isProbe(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');
}

/**
 * Fastify's request lines, with the probes' written at debug: they show with LOG_LEVEL=debug, and a failing probe
 * still logs its error through the error handler.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (isProbe(request.url)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (isProbe(request.url) && !error)
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply);
  }
}
