import { MESSAGES } from '@brokerdesk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { buildApp } from '../app';

// A budget of 6 requests per IP across the unauthenticated auth endpoints, and 3 failures per (email, IP) pair.
const clock = { now: new Date() };
const t = useTestApp({
  clock,
  env: { RATE_LIMIT_AUTH_PER_IP: '6', RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '3' },
});
let second: FastifyInstance;
beforeAll(async () => {
  // A second instance of the app on the same database, as two processes behind a proxy would be.
  ({ app: second } = await buildApp({
    config: t.config,
    database: t.database,
    jobs: t.ctx.jobs,
    logger: false,
    now: () => new Date(clock.now),
    sleep: async () => {},
  }));
  await second.ready();
  t.ctx.sleep = async () => {};
});
// Registered after useTestApp's, so it runs first: the second instance closes before the database does.
afterAll(async () => {
  await second.close();
});

const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: ip });
const requests: [string, object][] = [
  ['login', { email: 'nobody@budget.example', password: 'Wrong-pass1!' }],
  ['forgot-password', { email: 'nobody@budget.example' }],
  ['reset-password', { token: 'not-a-real-token', password: TEST_PASSWORD }],
  ['accept-invite', { token: 'not-a-real-token', password: TEST_PASSWORD }],
];

describe('the per-IP budget of the unauthenticated auth endpoints', () => {
  it('is one budget across login, forgot and reset password and accepting an invitation', async () => {
    const ip = '10.30.0.1';
    const answers: number[] = [];
    for (const [url, payload] of [...requests, ...requests])
      answers.push((await post(t.app, url, payload, ip)).statusCode);
    expect(answers.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(6)).toEqual([429, 429]);
    const refused = await post(t.app, 'login', requests[0]![1], ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP has its own budget, and the window's end starts a new one.
    expect((await post(t.app, 'forgot-password', { email: 'x@budget.example' }, '10.30.0.2')).statusCode).toBe(200);

    clock.now = new Date(clock.now.getTime() + t.config.rateLimit.windowMs);
    expect((await post(t.app, 'forgot-password', { email: 'x@budget.example' }, ip)).statusCode).toBe(200);
  });
});

describe('two instances on one database', () => {
  it('share the per-IP budget', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, 'forgot-password', { email: `a${i}@two.example` }, ip)).statusCode).toBe(200);
      expect((await post(second, 'forgot-password', { email: `b${i}@two.example` }, ip)).statusCode).toBe(200);
    }
    expect((await post(t.app, 'forgot-password', { email: 'c@two.example' }, ip)).statusCode).toBe(429);
    expect((await post(second, 'forgot-password', { email: 'c@two.example' }, ip)).statusCode).toBe(429);
  });

  it('share the sign-in failure limit of an (email, IP) pair', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const ip = '10.32.0.1';
    const wrong = { email: u.email, password: 'Wrong-pass1!' };
    expect((await post(t.app, 'login', wrong, ip)).statusCode).toBe(401);
    expect((await post(second, 'login', wrong, ip)).statusCode).toBe(401);
    expect((await post(t.app, 'login', wrong, ip)).statusCode).toBe(401);
    for (const app of [second, t.app]) {
      const res = await post(app, 'login', { email: u.email, password: TEST_PASSWORD }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
    }
    expect((await post(second, 'login', { email: u.email, password: TEST_PASSWORD }, '10.32.0.2')).statusCode).toBe(
      200,
    );
  });
});
