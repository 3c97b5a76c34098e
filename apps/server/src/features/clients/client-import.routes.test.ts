import { CLIENT_IMPORT_MAX_BYTES, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { clientCsv, toCsv } from '../../../test/client-import-fixtures';
import { call } from '../../../test/factories';
import { multipart, type Part } from '../../../test/file-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const csvPart = (text: string): Part => ({
  name: 'file',
  filename: 'export.csv',
  type: 'text/csv',
  data: Buffer.from(text),
});

function send(token: string, parts: Part[]) {
  const form = multipart(parts);
  return call(t.app, token, {
    method: 'POST',
    url: '/api/client/import',
    payload: form.payload,
    headers: form.headers,
  });
}

const listTotal = async (token: string) =>
  (await call(t.app, token, { method: 'GET', url: '/api/client/list?clientType=active' })).json().total as number;

describe('POST /api/client/import', () => {
  it('shows a dry run that changes nothing, then imports with the mapping sent, and adds nothing the second time', async () => {
    const { token } = await t.adviser();
    // Headers no guess knows: the mapping names each column's field, and leaves the third out.
    const file = toCsv([
      ['Who', 'Contact', 'Ignored', 'Cell'],
      ['Ada Lovelace', 'ada@route.example', 'x', '0412 345 678'],
      ['Grace Hopper', 'grace@route.example', 'y', ''],
    ]);
    const mapping = { name: 'mapping', value: JSON.stringify(['name', 'email', null, 'phone_mobile']) };

    const dry = await send(token, [{ name: 'dryRun', value: 'true' }, mapping, csvPart(file)]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      columns: ['Who', 'Contact', 'Ignored', 'Cell'],
      mapping: ['name', 'email', null, 'phone_mobile'],
      rows: [
        { row: 2, outcome: 'new', name: 'Ada Lovelace', email: 'ada@route.example' },
        { row: 3, outcome: 'new', name: 'Grace Hopper', email: 'grace@route.example' },
      ],
      errors: [],
      imported: 0,
    });
    expect(await listTotal(token)).toBe(0);

    const done = await send(token, [{ name: 'dryRun', value: 'false' }, mapping, csvPart(file)]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, errors: [], imported: 2 });
    const list = await call(t.app, token, { method: 'GET', url: '/api/client/list?orderBy=name&orderType=asc' });
    expect(list.json().clients.map((c: { name: string; phone_mobile: string }) => [c.name, c.phone_mobile])).toEqual([
      ['Ada Lovelace', '+61412345678'],
      ['Grace Hopper', ''],
    ]);
    const clientId = list.json().clients[0].id as number;
    const activity = await call(t.app, token, { method: 'GET', url: `/api/client/activity?clientId=${clientId}` });
    expect(activity.json().activity.map((a: { action: string }) => a.action)).toContain('client_imported');

    const again = await send(token, [{ name: 'dryRun', value: 'false' }, mapping, csvPart(file)]);
    expect(again.json()).toMatchObject({ imported: 0, errors: [] });
    expect(again.json().rows.map((r: { outcome: string }) => r.outcome)).toEqual(['existing', 'existing']);
    expect(await listTotal(token)).toBe(2);
  });

  it('answers a file with errors with every error and imports none of it', async () => {
    const { token } = await t.adviser();
    const rows = clientCsv(5, { domain: 'bad.example' });
    (rows[3] as string[])[2] = 'nobody';
    const res = await send(token, [{ name: 'dryRun', value: 'false' }, csvPart(toCsv(rows))]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 0,
      errors: [{ row: 4, field: 'email', message: 'Please type a valid email.' }],
    });
    expect(await listTotal(token)).toBe(0);
  });

  it('refuses a mapping or dry run it cannot read, keeps a late dryRun a dry run, refuses no file, and a file past the size limit', async () => {
    const { token } = await t.adviser();
    const file = csvPart(toCsv(clientCsv(1)));
    const badMapping = await send(token, [{ name: 'mapping', value: '["name","phone"]' }, file]);
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().error).toMatchObject({ field: 'mapping', message: MESSAGES.importMappingInvalid });

    const maybe = await send(token, [{ name: 'dryRun', value: 'maybe' }, file]);
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().error).toMatchObject({ field: 'dryRun', message: MESSAGES.importDryRunInvalid });

    // A dryRun sent after the file is never read: the request stays a dry run and adds nobody.
    const late = await send(token, [file, { name: 'dryRun', value: 'false' }]);
    expect(late.json()).toMatchObject({ dryRun: true, imported: 0 });

    const none = await send(token, [{ name: 'dryRun', value: 'true' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ field: 'file', message: MESSAGES.uploadFileMissing });

    const big = await send(token, [
      csvPart(`Name,Email\n${'Jo Bloggs,jo@big.example\n'.repeat(CLIENT_IMPORT_MAX_BYTES / 20)}`),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(MESSAGES.importFileTooLarge);
  });
});
