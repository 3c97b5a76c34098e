import { describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * X-Forwarded-For cannot buy a fresh sign-in budget (decision 031). With the limit at 5 failures per (email, IP),
 * attempts 6 to 8 must be refused whatever the header says: trusting every hop (the old TRUST_PROXY=1) let all
 * eight through, as Fastify then took the leftmost address, which the client writes itself.
 */
const LIMIT = 5;
const WRONG = 'Wrong-pass1!';
const env = { RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: String(LIMIT) };

async function attempts(
  app: ReturnType<typeof useTestApp>['app'],
  email: string,
  peer: string,
  forwardedFor: (i: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: WRONG },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}
const BLOCKED_AFTER_LIMIT = [401, 401, 401, 401, 401, 429, 429, 429];

describe('TRUST_PROXY=1: one reverse proxy in front, which appends the address it saw', () => {
  const t = useTestApp({ env: { ...env, TRUST_PROXY: '1' }, clock: { now: new Date() } });
  const proxy = '10.9.0.2';

  it('a changing spoofed address before the real one does not get past the limit', async () => {
    const u = await makeUser(t.ctx, 'broker');
    expect(await attempts(t.app, u.email, proxy, (i) => `198.51.100.${i + 1}, 203.0.113.77`)).toEqual(
      BLOCKED_AFTER_LIMIT,
    );
  });

  it('nor does "spoofed, 127.0.0.1", what nginx sends for a client that wrote the header itself', async () => {
    const u = await makeUser(t.ctx, 'broker');
    expect(await attempts(t.app, u.email, proxy, (i) => `spoofed-${i}, 127.0.0.1`)).toEqual(BLOCKED_AFTER_LIMIT);
    expect(await attempts(t.app, u.email, proxy, (i) => `10.0.0.${i}, spoofed, 127.0.0.1`)).toEqual([
      429, 429, 429, 429, 429, 429, 429, 429,
    ]);
  });

  it('still tells real clients apart: the address the proxy appended is the one counted', async () => {
    const u = await makeUser(t.ctx, 'planner');
    await attempts(t.app, u.email, proxy, () => '203.0.113.10');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: TEST_PASSWORD },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': '203.0.113.11' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as the proxy addresses', () => {
  const t = useTestApp({ env: { ...env, TRUST_PROXY: '10.9.0.0/24' }, clock: { now: new Date() } });

  it('counts the nearest address outside them, and ignores the header from anyone else', async () => {
    const u = await makeUser(t.ctx, 'broker');
    expect(await attempts(t.app, u.email, '10.9.0.2', (i) => `spoofed-${i}, 203.0.113.78`)).toEqual(
      BLOCKED_AFTER_LIMIT,
    );
    const v = await makeUser(t.ctx, 'broker');
    // A client reaching the app directly names itself in vain.
    expect(await attempts(t.app, v.email, '203.0.113.79', (i) => `10.9.0.${i + 3}`)).toEqual(BLOCKED_AFTER_LIMIT);
  });
});

describe('TRUST_PROXY unset (the default)', () => {
  const t = useTestApp({ env, clock: { now: new Date() } });

  it('ignores X-Forwarded-For altogether', async () => {
    const u = await makeUser(t.ctx, 'broker');
    expect(await attempts(t.app, u.email, '203.0.113.80', (i) => `198.51.100.${i + 1}`)).toEqual(BLOCKED_AFTER_LIMIT);
  });
});
