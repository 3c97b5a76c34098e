import { describe, expect, it } from 'vitest';
import { makeClient } from '../../test/client-factories';
import { call, makeUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { buildApp } from '../app';
import { isAdministrator } from './administrators';

/** Who is an administrator (decision 016): the admin role and ADMIN_EMAILS together, neither alone. */
const t = useTestApp();

describe('isAdministrator', () => {
  it('needs the admin role and a listed email', () => {
    const list = new Set(['boss@example.com']);
    expect(isAdministrator({ role: 'admin', email: 'boss@example.com' }, list)).toBe(true);
    expect(isAdministrator({ role: 'admin', email: 'other@example.com' }, list)).toBe(false);
    expect(isAdministrator({ role: 'broker', email: 'boss@example.com' }, list)).toBe(false);
    expect(isAdministrator({ role: 'client', email: 'boss@example.com' }, list)).toBe(false);
  });
});

describe('a broker whose email is later listed in ADMIN_EMAILS', () => {
  it('gains no administrator rights anywhere', async () => {
    const broker = await makeUser(t.ctx, 'broker', { email: 'later.listed@example.com' });
    const other = await makeUser(t.ctx, 'planner');
    const { clientId } = await makeClient(t.ctx, broker.adviserId as number, { first_name: 'Ann' });
    // The list changes and the app starts again on the same database.
    const { app } = await buildApp({
      config: { ...t.config, adminEmails: new Set([...t.config.adminEmails, broker.email]) },
      database: t.database,
      jobs: t.ctx.jobs,
      logger: false,
    });
    try {
      await app.ready();
      const token = await signIn(app, broker.email);
      const me = await call(app, token, { method: 'GET', url: '/api/user/detail' });
      expect(me.json()).toMatchObject({ role: 'broker', is_admin: false });
      // Not the admin console, nor anyone else's account, nor the mailbox of everyone's reset links.
      expect(
        (await call(app, token, { method: 'GET', url: `/api/user/detail?userId=${other.userId}` })).statusCode,
      ).toBe(404);
      expect((await call(app, token, { method: 'GET', url: '/api/mailbox' })).statusCode).toBe(403);
      // The client's activity names them by their role, not as an administrator.
      await call(app, token, {
        method: 'POST',
        url: '/api/common/log-activity',
        payload: { clientId, action: 'report_viewed' },
      });
      const activity = await call(app, token, { method: 'GET', url: `/api/client/activity?clientId=${clientId}` });
      const roles = (activity.json().activity as { actor: { role: string } | null }[]).map((a) => a.actor?.role);
      expect(roles).toContain('broker');
      expect(roles).not.toContain('admin');
    } finally {
      await app.close();
    }
  });
});
