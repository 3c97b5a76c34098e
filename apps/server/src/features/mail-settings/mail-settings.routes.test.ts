import { DEFAULT_PERSONAL_MESSAGE, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { call, makeAdmin, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const PATHS = ['/api/broker/default-personal-message', '/api/planner/default-personal-message'] as const;
const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url });

describe('GET broker/ and planner/default-personal-message', () => {
  it('gives a broker and a planner the default message on both paths', async () => {
    for (const role of ['broker', 'planner'] as const) {
      const u = await makeUser(t.ctx, role);
      const token = await signIn(t.app, u.email);
      for (const url of PATHS) {
        const res = await get(token, url);
        expect(res.statusCode, `${role} ${url}`).toBe(200);
        expect(res.json()).toEqual({ message: DEFAULT_PERSONAL_MESSAGE });
      }
    }
  });

  it('gives an administrator the default message', async () => {
    const { token } = await makeAdmin(t);
    for (const url of PATHS) expect((await get(token, url)).json()).toEqual({ message: DEFAULT_PERSONAL_MESSAGE });
  });

  it('refuses a client with 403', async () => {
    const client = await makeUser(t.ctx, 'client');
    const token = await signIn(t.app, client.email);
    for (const url of PATHS) {
      const res = await get(token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'forbidden', message: MESSAGES.forbidden } });
    }
  });

  it('refuses a signed-out visitor with 401', async () => {
    for (const url of PATHS) {
      const res = await get(null, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});
