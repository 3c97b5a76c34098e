import type { FastifyRequest } from 'fastify';

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
