import { ApiError, MESSAGES } from '@brokerdesk/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Draining on shutdown (docs/decisions/014 and 032). Once it begins, every request that arrives, on a new
 * connection or an open one, answers 503 in the one error shape and asks the client to reconnect (where a proxy
 * sends it to another instance), instead of meeting a refused connection. The listener stays open until the
 * requests that were already in flight have finished (or `maxMs` has passed); then main.ts closes the app.
 * Fastify's own return503OnClosing answers in a shape of its own, so buildApp turns it off.
 */
export interface Draining {
  /** From now on requests answer 503. */
  begin(): void;
  /** Resolves once no request admitted before `begin` is still in flight, or after maxMs. */
  settled(maxMs: number): Promise<void>;
  readonly isDraining: boolean;
}

export function registerDraining(app: FastifyInstance): Draining {
  let closing = false;
  let inFlight = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    if (inFlight > 0) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
  // Fastify closes the listener first when app.close() is called without begin(): requests still arriving on
  // open connections are refused the same way.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      throw new ApiError('unavailable', MESSAGES.serviceUnavailable);
    }
    inFlight += 1;
    // 'finish' once the answer is sent, 'close' also when the client went away first; counted once.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      inFlight -= 1;
      wake();
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
  });
  return {
    begin() {
      closing = true;
    },
    settled(maxMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(done);
          resolve();
        }, maxMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiters.add(done);
      });
    },
    get isDraining() {
      return closing;
    },
  };
}
