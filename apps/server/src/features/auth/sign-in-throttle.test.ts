import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { rows } from '../../db/rows';
import { slowDownMs } from './auth-throttles';

// The default limits: ten failures per (email, IP) pair in a 15-minute window, a 3 s cap on the slow-down.
const clock = { now: new Date() };
const sleeps: number[] = [];
const t = useTestApp({ clock });
beforeAll(() => {
  t.ctx.sleep = async (ms) => {
    sleeps.push(ms);
  };
});
beforeEach(() => {
  sleeps.length = 0;
});

const WRONG = 'Wrong-pass1!';
const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

async function alertsTo(email: string): Promise<{ subject: string }[]> {
  const res = await t.database.executeSql(
    `select subject from emails where kind = 'sign_in_alert' and to_address = $1 order by id`,
    [email],
  );
  return rows<{ subject: string }>(res);
}

describe('sign-in failures (docs/decisions/012-rate-limits-in-the-database.md)', () => {
  it('ten wrong passwords from one IP do not lock the holder out: the right password from another IP signs in', async () => {
    const u = await makeUser(t.ctx, 'broker');
    for (let i = 0; i < 10; i++) expect((await login(u.email, WRONG, '10.20.0.1')).statusCode).toBe(401);
    expect((await login(u.email, TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('blocks the (email, IP) pair past the limit, even with the right password, until the window ends', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const other = await makeUser(t.ctx, 'broker');
    for (let i = 0; i < 10; i++) expect((await login(u.email, WRONG, '10.21.0.1')).statusCode).toBe(401);
    const blocked = await login(u.email, TEST_PASSWORD, '10.21.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same IP signs in to another account, and the pair is free again once its window has passed.
    expect((await login(other.email, TEST_PASSWORD, '10.21.0.1')).statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + retryAfter * 1000);
    expect((await login(u.email, TEST_PASSWORD, '10.21.0.1')).statusCode).toBe(200);
  });

  it('a success forgives the pair its own mistakes', async () => {
    const u = await makeUser(t.ctx, 'planner');
    for (let i = 0; i < 9; i++) expect((await login(u.email, WRONG, '10.22.0.1')).statusCode).toBe(401);
    expect((await login(u.email, TEST_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(u.email, WRONG, '10.22.0.1')).statusCode).toBe(401);
    expect((await login(u.email, TEST_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
  });

  it('failures from elsewhere slow the email down with a growing, capped delay, and never refuse it', async () => {
    const u = await makeUser(t.ctx, 'broker');
    // Twelve guesses, each from its own IP: no pair reaches its limit, so only the delay stands in the way.
    for (let i = 0; i < 12; i++) expect((await login(u.email, WRONG, `10.23.0.${i}`)).statusCode).toBe(401);
    expect(sleeps).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000, 3000, 3000, 3000, 3000]);
    sleeps.length = 0;
    expect((await login(u.email, TEST_PASSWORD, '10.23.1.1')).statusCode).toBe(200);
    expect(sleeps).toEqual([3000]);
  });

  it("a pair's own failures are not slowed down (its limit is the block)", async () => {
    const u = await makeUser(t.ctx, 'client');
    for (let i = 0; i < 5; i++) expect((await login(u.email, WRONG, '10.24.0.1')).statusCode).toBe(401);
    expect((await login(u.email, TEST_PASSWORD, '10.24.0.1')).statusCode).toBe(200);
    expect(sleeps).toEqual([]);
  });

  it('emails the account holder once per window when failures pile up', async () => {
    const u = await makeUser(t.ctx, 'broker');
    for (let i = 0; i < 9; i++) await login(u.email, WRONG, `10.25.0.${i % 3}`);
    expect(await alertsTo(u.email)).toEqual([]);
    await login(u.email, WRONG, '10.25.0.9');
    expect(await alertsTo(u.email)).toEqual([{ subject: 'Someone tried to sign in to your BrokerDesk account' }]);
    for (let i = 0; i < 15; i++) await login(u.email, WRONG, `10.25.1.${i}`);
    expect((await login(u.email, TEST_PASSWORD, '10.25.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(u.email, WRONG, `10.25.3.${i}`);
    expect(await alertsTo(u.email)).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + t.config.rateLimit.windowMs);
    for (let i = 0; i < 10; i++) await login(u.email, WRONG, `10.25.4.${i}`);
    expect(await alertsTo(u.email)).toHaveLength(2);
  });

  it('the slow-down doubles from 250 ms and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 60].map((n) => slowDownMs(n, 3000))).toEqual([0, 250, 500, 1000, 2000, 3000, 3000]);
    expect(slowDownMs(4, 0)).toBe(0);
  });
});
