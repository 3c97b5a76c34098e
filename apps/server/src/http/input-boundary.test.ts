import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../test/client-factories';
import { call, type SignedInAdviser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * The contract boundary (docs/decisions/015-input-boundary.md), one example per kind of input: text the database
 * cannot store and ids not written as positive decimal integers answer 400 on the field, before any SQL runs.
 * The OpenAPI fuzz test (test/openapi-fuzz.test.ts) sends the same to every operation.
 */
const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
let token: string;
let clientId: number;
let applicantId: number;

beforeAll(async () => {
  broker = await t.adviser();
  token = broker.token;
  const client = await makeClient(t.ctx, broker.id);
  clientId = client.clientId;
  applicantId = client.primaryId;
});

const post = (url: string, payload: unknown, as = token) =>
  call(t.app, as, { method: 'POST', url, payload: payload as object });

function expectRefused(res: { statusCode: number; json: () => unknown }, field: string, message?: string) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { code: string; field?: string; message: string } };
  expect(error.code).toBe('validation');
  expect(error.field).toBe(field);
  if (message) expect(error.message).toBe(message);
}

describe('text PostgreSQL cannot store', () => {
  it.each(['a\u0000b', '\ud800', 'broken \ud83d', '\ude00'])(
    '%j is refused by every kind of autosave',
    async (value) => {
      expectRefused(
        await post('/api/broker/save', { brokerId: broker.adviserId, key: 'company', value }),
        'company',
        MESSAGES.unstorableText,
      );
      expectRefused(
        await post('/api/applicant/edit-person', { clientId, applicantId, key: 'first_name', value }),
        'first_name',
        MESSAGES.unstorableText,
      );
      expectRefused(
        await post('/api/user/account', { userId: broker.userId, key: 'first_name', value }),
        'first_name',
        MESSAGES.unstorableText,
      );
      expectRefused(await post('/api/feedback/create', { message: value }), 'message', MESSAGES.unstorableText);
    },
  );

  it('is refused in a query string and a path', async () => {
    const list = await call(t.app, token, { method: 'GET', url: `/api/client/list?query=a%00b` });
    expectRefused(list, 'query', MESSAGES.unstorableText);
    const event = await call(t.app, t.adminToken, { method: 'GET', url: '/api/stripe/event/evt%00x' });
    expectRefused(event, 'id', MESSAGES.unstorableText);
  });

  it('keeps whole emoji and every other character', async () => {
    const res = await post('/api/broker/save', {
      brokerId: broker.adviserId,
      key: 'company',
      value: 'Zoë & Co 😀\ttab',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('ids', () => {
  it.each(['true', '0x10', '%2012%20', '1e3', '012', '0', '-1', '2147483648', '99999999999999999999'])(
    'query %s is refused',
    async (raw) => {
      expectRefused(
        await call(t.app, token, { method: 'GET', url: `/api/client/detail?clientId=${raw}` }),
        'clientId',
        MESSAGES.invalidId,
      );
    },
  );

  it.each([true, '0x10', ' 12 ', 12.5, 2_147_483_648, 1e20])('body %j is refused', async (value) => {
    expectRefused(await post('/api/client/archive', { clientId: value }), 'clientId', MESSAGES.invalidId);
  });

  it('a path id beyond a database integer is refused, one within it is looked up', async () => {
    expectRefused(await call(t.app, t.adminToken, { method: 'GET', url: '/api/mailbox/2147483648' }), 'id');
    expect((await call(t.app, t.adminToken, { method: 'GET', url: '/api/mailbox/2147483647' })).statusCode).toBe(404);
  });

  it('decimal digits and JSON numbers are both taken', async () => {
    expect(
      (await call(t.app, token, { method: 'GET', url: `/api/client/detail?clientId=${clientId}` })).statusCode,
    ).toBe(200);
    expect((await post('/api/client/archive', { clientId })).statusCode).toBe(200);
  });
});
