import { MESSAGES } from '@brokerdesk/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDraining } from './draining';
import { registerErrorHandler } from './error-handler';

/** Draining (decision 032): new requests answer 503 in the error shape until those in flight have finished. */
describe('registerDraining', () => {
  it('answers 503 once begun, and settles when the request in flight is answered', async () => {
    const app = Fastify({ logger: false, return503OnClosing: false });
    registerErrorHandler(app);
    const draining = registerDraining(app);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.ready();
    try {
      const slow = app.inject({ method: 'GET', url: '/slow' });
      await new Promise((r) => setTimeout(r, 20));
      draining.begin();
      expect(draining.isDraining).toBe(true);

      const refused = await app.inject({ method: 'GET', url: '/fast' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.json().error).toMatchObject({ code: 'unavailable', message: MESSAGES.serviceUnavailable });

      let settled = false;
      const done = draining.settled(5000).then(() => {
        settled = true;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(settled).toBe(false);
      release();
      expect((await slow).statusCode).toBe(200);
      await done;
      expect(settled).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('settles after maxMs when a request never finishes', async () => {
    const app = Fastify({ logger: false });
    const draining = registerDraining(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' });
    await new Promise((r) => setTimeout(r, 20));
    draining.begin();
    const started = Date.now();
    await draining.settled(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
