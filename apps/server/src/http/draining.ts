import { ApiError, MESSAGES } from '@brokerdesk/contract';
import type { FastifyInstance } from 'fastify';

/**
 * While the server drains on shutdown (docs/decisions/014), a request that still arrives on an open connection
 * answers 503 in the one error shape, asking the client to reconnect (where a proxy sends it to another
 * instance). Fastify's own return503OnClosing answers in a shape of its own, so buildApp turns it off.
 */
export function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError('unavailable', MESSAGES.serviceUnavailable);
  });
}
