import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../test/client-factories';
import { call, type SignedInAdviser } from '../../test/factories';
import { multipart, SAMPLE } from '../../test/file-fixtures';
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

describe('multipart text fields', () => {
  /** A message upload whose body field carries `bytes` as sent, whatever they are. */
  function messageUpload(bytes: Buffer) {
    const marker = 'BODY-BYTES-HERE';
    const form = multipart([
      { name: 'clientId', value: String(clientId) },
      { name: 'body', value: marker },
      { name: 'file', filename: 'photo.png', data: SAMPLE.png },
    ]);
    const at = form.payload.indexOf(marker);
    const payload = Buffer.concat([form.payload.subarray(0, at), bytes, form.payload.subarray(at + marker.length)]);
    return call(t.app, token, { method: 'POST', url: '/api/message/upload', headers: form.headers, payload });
  }
  const messages = async () =>
    (await call(t.app, token, { method: 'GET', url: `/api/message/list?clientId=${clientId}` })).json().messages;

  it.each([
    ['a lone continuation byte', [0x48, 0x69, 0x80]],
    ['a truncated sequence', [0x48, 0x69, 0xe2, 0x82]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a UTF-16 surrogate encoded as UTF-8', [0xed, 0xa0, 0x80]],
  ])('invalid UTF-8 (%s) is refused with 400 on the field and nothing is stored', async (_name, bytes) => {
    const before = (await messages()).length;
    expectRefused(await messageUpload(Buffer.from(bytes)), 'body', MESSAGES.uploadFieldNotUtf8);
    expect((await messages()).length).toBe(before);
  });

  it('valid UTF-8 is kept as sent', async () => {
    const res = await messageUpload(Buffer.from('Zoë’s payslip — 📎', 'utf8'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.body).toBe('Zoë’s payslip — 📎');
  });
});
