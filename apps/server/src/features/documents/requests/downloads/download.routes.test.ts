import { MESSAGES, PRODUCT_NAME } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  makeDocWorld,
  requestDoc,
  review,
  typeId,
  unzip,
  uploadDoc,
  uploaded,
} from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { padded, SAMPLE } from '../../../../../test/file-fixtures';
import { useTestApp } from '../../../../../test/use-test-app';

const t = useTestApp({ admin: true });

const download = (token: string | null, query: string, headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url: `/api/file/download?${query}`, headers });
const zipOf = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'POST', url: '/api/document/download-all-as-zip', payload: { clientId } });

describe('GET /api/file/download', () => {
  it('streams a document under its auto-renamed name to the broker, the admin and its client, with nosniff; others 404', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b, { first_name: 'Ada' });
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const bytes = padded(SAMPLE.pdf, 10_000);
    const file = await uploaded(t, w.clientToken, req.id, bytes, 'whatever.pdf');
    for (const token of [b.token, t.adminToken, w.clientToken]) {
      const res = await download(token, `files_new_id=${file.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload).toEqual(bytes);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${file.download_name}"`);
    }
    const inline = await download(b.token, `fileId=${file.id}&disposition=inline`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename=/);
    const other = await t.adviser();
    const otherWorld = await makeDocWorld(t, other);
    for (const token of [other.token, otherWorld.clientToken]) {
      const res = await download(token, `files_new_id=${file.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await download(null, `files_new_id=${file.id}`)).statusCode).toBe(401);
    expect((await download(b.token, `files_new_id=${file.id}&variant=preview`)).statusCode).toBe(404);
    const logged = await t.database.executeSql(
      "select count(*)::int as n from activity where action = 'document_downloaded' and client_id = $1",
      [w.clientId],
    );
    expect(Number(logged.rows[0]?.n)).toBe(4);
  });

  it('answers a Range with 206 and the part asked, and 416 past the end', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const bytes = padded(SAMPLE.pdf, 4096);
    const file = await uploaded(t, w.clientToken, req.id, bytes);
    const part = await download(b.token, `files_new_id=${file.id}`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload).toEqual(bytes.subarray(100, 200));
    const tail = await download(b.token, `files_new_id=${file.id}`, { range: 'bytes=-96' });
    expect(tail.rawPayload).toEqual(bytes.subarray(4000));
    const open = await download(b.token, `files_new_id=${file.id}`, { range: 'bytes=4000-' });
    expect(open.rawPayload).toEqual(bytes.subarray(4000));
    const past = await download(b.token, `files_new_id=${file.id}`, { range: 'bytes=5000-6000' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
  });

  it('is refused with the upgrade message to a suspended broker and to the client of one', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const file = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    await t.database.executeSql('update advisers set suspended = true where id = $1', [b.id]);
    for (const res of [
      await download(b.token, `files_new_id=${file.id}`),
      await download(w.clientToken, `files_new_id=${file.id}`),
      await zipOf(b.token, w.clientId),
      await uploadDoc(t, w.clientToken, req.id, SAMPLE.pdf),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
    }
  });
});

describe('POST /api/document/download-all-as-zip', () => {
  it('zips every received file byte for byte under its auto-renamed name, one folder per applicant, with a README', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b, { first_name: 'Ada' });
    const payslips = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const passport = await requestDoc(t, b.token, w, w.secondId, await typeId(t.ctx, 'passport'));
    const missing = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'drivers-licence'));
    const rejected = await requestDoc(t, b.token, w, w.secondId, await typeId(t.ctx, 'birth-certificate'));
    const sent = [
      { req: payslips, data: padded(SAMPLE.pdf, 70_000), name: 'a.pdf' },
      { req: payslips, data: padded(SAMPLE.jpeg, 30_000), name: 'b.jpg' },
      { req: passport, data: padded(SAMPLE.png, 20_000), name: 'c.png' },
    ];
    const files = [];
    for (const s of sent) files.push({ ...s, file: await uploaded(t, w.clientToken, s.req.id, s.data, s.name) });
    await review(t, b.token, passport.id, 'accept');
    await uploaded(t, w.clientToken, rejected.id, SAMPLE.pdf);
    await review(t, b.token, rejected.id, 'reject', 'Wrong person');

    const res = await zipOf(b.token, w.clientId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${PRODUCT_NAME} - Ada Clientlast\\w+ - documents\\.zip"`),
    );
    const entries = await unzip(res.rawPayload);
    // Each applicant's folder is named as their files are: '{Applicant} - {Type}.ext' under '{Applicant}/'.
    const expected = new Map(
      files.map((f) => [`${f.file.download_name.split(' - ')[0]}/${f.file.download_name}`, f.data] as const),
    );
    expect(new Set([...expected.keys()].map((k) => k.split('/')[0])).size).toBe(2);
    for (const [name, data] of expected) {
      expect(entries.get(name), name).toEqual(data);
    }
    // Only received files and the README: the rejected one is listed, not included.
    expect([...entries.keys()].sort()).toEqual([...expected.keys(), 'README.txt'].sort());
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('Payslips: Received, waiting for review');
    expect(readme).toContain('Passport: Accepted');
    expect(readme).toContain('Requested, not received yet');
    expect(readme).toContain('Rejected: Wrong person');
    for (const f of files) expect(readme).toContain(f.file.download_name);
    expect(missing.state).toBe('requested');
    const logged = await t.database.executeSql(
      "select detail from activity where action = 'documents_zip_downloaded' and client_id = $1",
      [w.clientId],
    );
    expect(logged.rows[0]?.detail).toMatchObject({ files: 3 });
  });

  it('answers 404 with a clear message when nothing has been received; 403 to the client; 404 to another broker', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const res = await zipOf(b.token, w.clientId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MESSAGES.noDocumentsToZip);
    expect((await zipOf(w.clientToken, w.clientId)).statusCode).toBe(403);
    expect((await zipOf((await t.adviser()).token, w.clientId)).statusCode).toBe(404);
    expect((await zipOf(null, w.clientId)).statusCode).toBe(401);
  });
});
