import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../../test/factories';
import { createTestApp, openTestDatabase } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 unavailable once the database is gone', async () => {
    const d = await createTestApp();
    try {
      expect((await d.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await d.database.close();
      const res = await d.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'unavailable',
        message: MESSAGES.databaseUnavailable,
      });
    } finally {
      await d.app.close();
      // pg-boss may complain while stopping on a closed database; the test is about the health answer.
      await d.ctx.jobs.stop().catch(() => undefined);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3 document generated from the routes, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/detail', '/api/user/password', '/api/health']),
    );
    // The request body of login comes from the contract's schema.
    const login = doc.paths['/api/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    // Named bodies are components, referenced from the operation.
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('errors and headers', () => {
  it('answers an unknown /api path with 404 in the error shape, signed in or not', async () => {
    const token = await signIn(t.app, (await makeUser(t.ctx, 'broker')).email);
    for (const auth of [null, token]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(t.app, auth, {
          method,
          url: '/api/no-such-thing',
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: {
            code: 'not_found',
            message: MESSAGES.notFound,
            requestId: expect.any(String),
          },
        });
      }
    }
  });

  it('sends helmet headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/user/detail',
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides the message of an unexpected error behind a 500 in the error shape', async () => {
    const database = await openTestDatabase();
    // This app needs no background work, so a queue that does nothing stands in for pg-boss.
    const jobs: JobQueue = {
      send: async () => {},
      work: async () => {},
      define: async () => {},
      every: async () => {},
      drain: async () => {},
      stop: async () => {},
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    });
    const { app } = await buildApp({ config, database, jobs, logger: false });
    try {
      app.get('/api/test-explode', { config: { public: true } }, () => {
        throw new Error('secret: connection string postgres://user:pw@db');
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/test-explode' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: {
          code: 'internal',
          message: MESSAGES.serverError,
          requestId: expect.any(String),
        },
      });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('postgres://');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
