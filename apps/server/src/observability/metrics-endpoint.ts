import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, MESSAGES } from '@brokerdesk/contract';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/error-handler';
import type { Log } from '../logger';
import type { Metrics } from './prometheus';

/*
 * Where Prometheus reads the metrics, never in public (decision 032): GET /metrics on a listener of its own
 * (METRICS_PORT, for a network only the scraper reaches), and/or GET /metrics on the app's port behind a bearer token
 * (METRICS_TOKEN). With neither set the metrics are not served. When a token is set, both places ask for it.
 */

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const given = createHash('sha256').update(header.slice(7).trim()).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

/** GET /metrics on the app's port, when METRICS_TOKEN is set. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      throw new ApiError('unauthenticated', MESSAGES.metricsTokenRequired);
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/** The listener of METRICS_PORT: /metrics and nothing else, answered in the product's error shape otherwise. */
export async function startMetricsListener(opts: {
  metrics: Metrics;
  port: number;
  host: string;
  token: string | undefined;
  log: Log;
}): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      return answer(404, errorBody('not_found', MESSAGES.notFound));
    }
    if (opts.token && !tokenMatches(req.headers.authorization, opts.token)) {
      return answer(401, errorBody('unauthenticated', MESSAGES.metricsTokenRequired));
    }
    opts.metrics.registry.metrics().then(
      (text) => answer(200, text, opts.metrics.registry.contentType),
      (err) => {
        opts.log.error({ err }, 'metrics could not be collected');
        answer(500, errorBody('internal', MESSAGES.serverError));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
