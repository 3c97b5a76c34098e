import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../../test/factories';
import { enrolTotp } from '../../../test/two-step';
import { useTestApp } from '../../../test/use-test-app';
import { loadConfig } from '../../config';

/** ADMIN_MFA and ADVISER_MFA (decision 044): someone the firm requires it of uses nothing before enrolling. */

describe('ADMIN_MFA defaults', () => {
  const base = { SECRETS_KEY: `${'A'.repeat(43)}=`, BILLING: 'off' };
  it('is required in production outside the embedded demo, optional in the demo and in development', () => {
    const prod = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...base, ...env }).mfa.admins;
    expect(prod({ DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://x.example', MAIL_FROM: 'x@x.example' })).toBe(
      'required',
    );
    expect(prod({ SEED_DEMO: '0' })).toBe('required');
    expect(prod({})).toBe('optional');
    expect(prod({ ADMIN_MFA: 'optional', SEED_DEMO: '0' })).toBe('optional');
    expect(loadConfig({ ...base }).mfa.admins).toBe('optional');
    expect(loadConfig({ ...base, ADMIN_MFA: 'required' }).mfa).toEqual({ admins: 'required', advisers: 'optional' });
  });
});

describe('ADMIN_MFA=required', () => {
  const clock = { now: new Date('2026-11-03T02:00:00Z') };
  const t = useTestApp({ clock, env: { ADMIN_MFA: 'required' } });
  let admin: { userId: number; email: string };
  let token: string;
  beforeAll(async () => {
    admin = await makeUser(t.ctx, 'admin', { email: 'admin@example.com' });
    token = await signIn(t.app, admin.email);
  });

  it('an administrator without it gets 403 mfa_required on every admin endpoint, then nothing once enrolled', async () => {
    for (const url of [
      '/api/broker/list',
      '/api/dashboard/stats',
      '/api/mailbox',
      '/api/audit',
      '/api/auth/sessions',
    ]) {
      const res = await call(t.app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'mfa_required', message: MESSAGES.mfaRequired });
    }
    // Another user's record is closed too; their own is open, and says what is due.
    const b = await t.adviser();
    expect((await call(t.app, token, { method: 'GET', url: `/api/user/detail?userId=${b.userId}` })).statusCode).toBe(
      403,
    );
    const me = await call(t.app, token, { method: 'GET', url: '/api/user/detail' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ is_admin: true, mfa_enabled: false, mfa_enrolment_required: true });
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(200);

    await enrolTotp(t.app, token, clock.now);
    const list = await call(t.app, token, { method: 'GET', url: '/api/broker/list' });
    expect(list.statusCode).toBe(200);
    const after = await call(t.app, token, { method: 'GET', url: '/api/user/detail' });
    expect(after.json()).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
  });

  it('advisers are not asked while ADVISER_MFA is optional', async () => {
    const b = await t.adviser();
    expect((await call(t.app, b.token, { method: 'GET', url: '/api/client/list' })).statusCode).toBe(200);
    const me = await call(t.app, b.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ mfa_enrolment_required: false });
  });
});

describe('ADVISER_MFA=required', () => {
  const clock = { now: new Date('2026-11-03T03:00:00Z') };
  const t = useTestApp({ clock, env: { ADVISER_MFA: 'required' } });

  it('a broker without it is held at the enrolment; a client is not asked', async () => {
    const b = await t.adviser();
    const res = await call(t.app, b.token, { method: 'GET', url: '/api/client/list' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('mfa_required');
    const c = await t.clientOf(b.id);
    expect((await call(t.app, c.token, { method: 'GET', url: '/api/user/detail' })).json()).toMatchObject({
      mfa_enrolment_required: false,
    });
    await enrolTotp(t.app, b.token, clock.now);
    expect((await call(t.app, b.token, { method: 'GET', url: '/api/client/list' })).statusCode).toBe(200);
  });
});
