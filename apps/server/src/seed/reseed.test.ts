import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { parseFlags } from '../cli/context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { reseedDemo } from './reseed';

const t = useTestApp();

describe('npm run seed', () => {
  it('seeds an empty database with the four demo sign-ins', async () => {
    expect(await reseedDemo(t.database, { reset: false })).toBe('seeded');
    for (const account of DEMO_ACCOUNTS) expect(await signIn(t.app, account.email, DEMO_PASSWORD)).toBeTruthy();
  });

  it('leaves a database with users alone without --reset, and empties it first with it', async () => {
    const extra = await makeUser(t.ctx, 'broker');
    expect(await reseedDemo(t.database, { reset: false })).toBe('not-empty');
    expect(await signIn(t.app, extra.email)).toBeTruthy();

    expect(await reseedDemo(t.database, { reset: true })).toBe('seeded');
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: extra.email, password: 'Test-pass1!' },
    });
    expect(gone.statusCode).toBe(401);
    expect(await signIn(t.app, 'broker@example.com', DEMO_PASSWORD)).toBeTruthy();
    const users = await t.database.executeSql(
      `select count(*)::int as n from users where email = 'broker@example.com'`,
    );
    expect(users.rows[0]?.n).toBe(1);
    // The shipped document catalogue survives a reset (templates and document requests need it).
    const types = await t.database.executeSql(`select count(*)::int as n from document_types where code is not null`);
    expect(types.rows[0]?.n).toBeGreaterThan(50);
  });
});

describe('command-line flags', () => {
  it('reads --name value and --name=value, and refuses a bare word or a flag without a value', () => {
    expect(parseFlags(['--email', 'a@b.com', '--role=broker'])).toEqual({ email: 'a@b.com', role: 'broker' });
    expect(() => parseFlags(['broker'])).toThrow('Unexpected argument');
    expect(() => parseFlags(['--email'])).toThrow('--email needs a value');
  });
});
