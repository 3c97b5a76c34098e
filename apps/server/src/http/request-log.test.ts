import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { redactUrl } from './request-log';

/**
 * The request log never holds a token: not the bearer header, not an emailed link's, not a query's
 * (docs/engineering-guide.md §6).
 */
const TOKEN = 'tok_5f1e0c9a8b7d6e5f4a3b2c1d';
const lines: string[] = [];
const t = useTestApp({
  logStream: new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
});

describe('the request log', () => {
  it('redacts tokens in emailed links and in query parameters', () => {
    expect(redactUrl(`/reset-password/${TOKEN}`)).toBe('/reset-password/[redacted]');
    expect(redactUrl(`/accept-invite/${TOKEN}?from=mail`)).toBe('/accept-invite/[redacted]?from=mail');
    expect(redactUrl(`/verify-email/${TOKEN}`)).toBe('/verify-email/[redacted]');
    expect(redactUrl(`/api/x?a=1&token=${TOKEN}&b=2`)).toBe('/api/x?a=1&token=[redacted]&b=2');
    expect(redactUrl(`/api/x?inviteToken=${TOKEN}`)).toBe('/api/x?inviteToken=[redacted]');
    expect(redactUrl('/api/client/list?query=tokens')).toBe('/api/client/list?query=tokens');
  });

  it('writes no token from real requests', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const bearer = await signIn(t.app, broker.email);
    for (const url of [
      `/reset-password/${TOKEN}`,
      `/accept-invite/${TOKEN}`,
      `/verify-email/${TOKEN}`,
      `/api/file/download?fileId=1&token=${TOKEN}`,
      `/api/user/detail?token=${bearer}`,
    ]) {
      await call(t.app, bearer, { method: 'GET', url });
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: TOKEN, password: 'x' } });
    const logged = lines.join('');
    expect(logged).toContain('/reset-password/[redacted]');
    expect(logged).toContain('token=[redacted]');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(bearer);
  });
});
