import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { createDiskStorage } from '../../storage/disk-storage';

/** Probes for a proxy or an orchestrator (decision 032): liveness, readiness, request ids, quiet logs. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = useTestApp({ logStream });

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer ok to anyone, signed in or not', async () => {
    const token = await signIn(t.app, (await makeUser(t.ctx, 'broker')).email);
    for (const url of ['/api/health/live', '/api/health/ready']) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
      }
    }
  });

  it('readiness answers 503 in the error shape once the database is gone; liveness still answers', async () => {
    const d = await createTestApp();
    try {
      expect((await d.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await d.database.close();
      const ready = await d.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatchObject({ code: 'unavailable', message: MESSAGES.databaseUnavailable });
      expect((await d.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await d.app.close();
      await d.ctx.jobs.stop().catch(() => undefined);
    }
  });

  it('readiness answers 503 when the file storage cannot take files', async () => {
    // A folder under a plain file: it can never be made, not even by root.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-ready-')), 'a-file');
    fs.writeFileSync(file, '');
    const d = await createTestApp({ storage: createDiskStorage(path.join(file, 'files')) });
    try {
      const ready = await d.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatchObject({ code: 'unavailable', message: MESSAGES.storageUnavailable });
    } finally {
      await d.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id and uses it in error bodies; replaces anything else with its own', async () => {
    const given = 'caddy-5b7f1c2e-9a41-4d3c-8e55-0f2a7c9d1b3e';
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    expect(res.json().error.requestId).toBe(given);

    for (const bad of ['', 'abc', 'a b c d e', '<script>', 'x'.repeat(129), 'line\u2028break']) {
      const other = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes probes below info (LOG_LEVEL=info shows none of them) and other requests at info', async () => {
    lines.length = 0;
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      await t.app.inject({ method: 'GET', url });
    }
    await t.app.inject({ method: 'GET', url: '/api/meta', headers: { 'x-request-id': 'meta-request-0001' } });
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string }; level: number });
    expect(logged.filter((l) => l.req?.url.startsWith('/api/health'))).toEqual([]);
    expect(logged.filter((l) => l.reqId === 'meta-request-0001').length).toBeGreaterThanOrEqual(2);
  });
});

describe('with LOG_LEVEL=debug', () => {
  const debugLines: string[] = [];
  const d = useTestApp({
    env: { LOG_LEVEL: 'debug' },
    logStream: new Writable({
      write(chunk, _enc, done) {
        debugLines.push(String(chunk));
        done();
      },
    }),
  });

  it('writes the probes at debug', async () => {
    await d.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'probe-request-01' } });
    const probe = debugLines.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'probe-request-01');
    expect(probe.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
  });
});
