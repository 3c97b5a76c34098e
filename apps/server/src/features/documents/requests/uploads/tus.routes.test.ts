import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TUS_PATH, MESSAGES } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, listDocs, makeDocWorld, requestDoc, typeId } from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { padded, SAMPLE } from '../../../../../test/file-fixtures';
import { useTestApp } from '../../../../../test/use-test-app';
import { sweepUnfinishedUploads } from './tus-upload';

const t = useTestApp({ admin: true });
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (v: string) => Buffer.from(v).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

async function create(token: string | null, requestId: number, size: number, extra: Record<string, string> = {}) {
  return call(t.app, token, {
    method: 'POST',
    url: DOCUMENT_TUS_PATH,
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': metadata({ requestId: String(requestId), filename: 'IMG_1234.pdf', ...extra }),
    },
  });
}
const uploadPath = (location: string | undefined) => {
  expect(location).toMatch(new RegExp(`^${DOCUMENT_TUS_PATH}/[0-9a-f]{32}$`));
  return location as string;
};
const head = (token: string, url: string) => call(t.app, token, { method: 'HEAD', url, headers: TUS });
const patch = (token: string, url: string, offset: number, body: Buffer) =>
  call(t.app, token, {
    method: 'PATCH',
    url,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: body,
  });

/**
 * Sends `sent` of a PATCH's bytes over a real socket and then cuts the connection, as a phone losing its signal does.
 * Resolves once the server has noticed.
 */
function interruptedPatch(token: string, url: string, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: url,
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => {
      setTimeout(() => req.destroy(), 300);
    });
  });
}

async function setup() {
  const b = await t.adviser();
  const w = await makeDocWorld(t, b);
  const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
  return { b, w, req };
}

describe('resumable uploads (tus 1.0)', () => {
  it('resumes an interrupted upload from where it stopped, sending only the missing part, and stores it as the form does', async () => {
    const { b, w, req } = await setup();
    const bytes = padded(SAMPLE.pdf, 3 * 1024 * 1024);
    const created = await create(w.clientToken, req.id, bytes.length, { document_date: '2026-11-01' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const url = uploadPath(created.headers.location);

    await interruptedPatch(w.clientToken, url, bytes, 1024 * 1024 + 5);
    // The server keeps what arrived; the client asks where to go on from.
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i += 1) {
      const res = await head(w.clientToken, url);
      expect(res.statusCode).toBe(200);
      offset = Number(res.headers['upload-offset']);
      if (offset === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1024 * 1024 + 5);
    expect(await listDocs(t, w.clientToken, w.clientId)).toMatchObject([{ state: 'requested', files: [] }]);

    const rest = bytes.subarray(offset);
    const done = await patch(w.clientToken, url, offset, rest);
    expect(done.statusCode, done.body).toBe(200);
    expect(rest.length).toBe(bytes.length - offset);
    const file = done.json().file;
    expect(file).toMatchObject({
      original_file_name: 'IMG_1234.pdf',
      size: bytes.length,
      content_type: 'application/pdf',
      document_date: '2026-11-01',
      uploaded_by_client: true,
    });
    expect(file.download_name).toMatch(/ - Payslips\.pdf$/);
    const got = await call(t.app, b.token, { method: 'GET', url: `/api/file/download?files_new_id=${file.id}` });
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(await counters(t, w.clientId)).toEqual({ received: 1, toReview: 1 });
    // The partial copy is gone once stored.
    expect((await head(w.clientToken, url)).statusCode).toBe(404);
  }, 60_000);

  it('stores a finished upload once: its parked bytes are moved into the storage, not copied', async () => {
    const { b, w, req } = await setup();
    // A second file already on the request: the answer is the new file alone, as the list shows it.
    const first = uploadPath((await create(w.clientToken, req.id, SAMPLE.pdf.length)).headers.location);
    expect((await patch(w.clientToken, first, 0, SAMPLE.pdf)).statusCode).toBe(200);
    const bytes = padded(SAMPLE.pdf, 200 * 1024);
    const url = uploadPath((await create(w.clientToken, req.id, bytes.length)).headers.location);
    expect((await patch(w.clientToken, url, 0, bytes.subarray(0, 1000))).statusCode).toBe(204);
    const parked = fs.statSync(path.join(t.config.dataDir, 'files', '.resumable', url.split('/').pop() as string));

    const done = await patch(w.clientToken, url, 1000, bytes.subarray(1000));
    expect(done.statusCode, done.body).toBe(200);
    const answered = done.json().file;
    const listed = (await listDocs(t, b.token, w.clientId))[0]?.files ?? [];
    expect(listed).toHaveLength(2);
    expect(answered).toEqual(listed.find((f) => f.id === answered.id));
    expect(answered.download_name).toMatch(/ - Payslips \(2\)\.pdf$/);

    const rows = await t.database.executeSql('select storage_key from files where id = $1', [answered.id]);
    const stored = fs.statSync(path.join(t.config.dataDir, 'files', String(rows.rows[0]?.storage_key)));
    expect({ ino: stored.ino, size: stored.size }).toEqual({ ino: parked.ino, size: bytes.length });
    expect(stored.mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'files', '.resumable'))).not.toContain(url.split('/').pop());
  });

  it('checks who asks and the size before accepting an upload, in the error shape', async () => {
    const { req } = await setup();
    const other = await t.adviser();
    const strangerClient = (await makeDocWorld(t, other)).clientToken;
    expect((await create(null, req.id, 100)).statusCode).toBe(401);
    for (const token of [other.token, strangerClient]) {
      const res = await create(token, req.id, 100);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const big = await create(t.adminToken, req.id, DOCUMENT_MAX_BYTES + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({ code: 'too_large', message: MESSAGES.documentTooLarge });
    const noRequest = await call(t.app, t.adminToken, {
      method: 'POST',
      url: DOCUMENT_TUS_PATH,
      headers: { ...TUS, 'upload-length': '100', 'upload-metadata': metadata({ filename: 'a.pdf' }) },
    });
    expect(noRequest.statusCode).toBe(400);
    const badDate = await create(t.adminToken, req.id, 100, { document_date: 'soon' });
    expect(badDate.json().error.message).toBe(MESSAGES.documentDateInvalid);
    const noVersion = await call(t.app, t.adminToken, { method: 'POST', url: DOCUMENT_TUS_PATH, headers: {} });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.json().error.code).toBe('validation');
  });

  it('lets only the upload’s creator go on with it', async () => {
    const { b, w, req } = await setup();
    const url = uploadPath((await create(w.clientToken, req.id, 10)).headers.location);
    expect((await head(b.token, url)).statusCode).toBe(404);
    expect((await patch(b.token, url, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await head(w.clientToken, url)).headers['upload-offset']).toBe('0');
    // Only ids the server makes reach the file store: a path is refused before it is looked up.
    const outside = await patch(w.clientToken, `${DOCUMENT_TUS_PATH}/..%2F..%2Fetc%2Fpasswd`, 0, Buffer.alloc(1));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.code).toBe('validation');
  });

  it('refuses a file of the wrong type once complete, keeping no row, no object and no partial copy', async () => {
    const { w, req } = await setup();
    const url = uploadPath((await create(w.clientToken, req.id, SAMPLE.text.length)).headers.location);
    const res = await patch(w.clientToken, url, 0, SAMPLE.text);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(MESSAGES.documentTypeUnsupported);
    expect(await listDocs(t, w.clientToken, w.clientId)).toMatchObject([{ files: [] }]);
    const rows = await t.database.executeSql('select count(*)::int as n from files where request_id = $1', [req.id]);
    expect(Number(rows.rows[0]?.n)).toBe(0);
    expect((await head(w.clientToken, url)).statusCode).toBe(404);
  });

  it('sweeps unfinished uploads past their life from the shared store (and half-written files), and only those', async () => {
    const { w, req } = await setup();
    const oldUrl = uploadPath((await create(w.clientToken, req.id, 50)).headers.location);
    const newUrl = uploadPath((await create(w.clientToken, req.id, 50)).headers.location);
    const dir = path.join(t.config.dataDir, 'files', '.resumable');
    const oldId = oldUrl.split('/').pop() as string;
    expect(fs.existsSync(path.join(dir, oldId))).toBe(true);
    const hours = t.config.resumableUploads.lifetimeMs / 3_600_000;
    await t.database.executeSql(
      `update resumable_uploads set created_at = now() - interval '1 hour' * $2 - interval '1 minute' where id = $1`,
      [oldId, hours],
    );
    // A multipart upload cut short by a killed process leaves a half-written file in the storage's incoming folder.
    const incoming = path.join(t.config.dataDir, 'files', '.incoming');
    fs.mkdirSync(incoming, { recursive: true });
    const killed = path.join(incoming, 'killed.part');
    fs.writeFileSync(killed, 'partial');
    const past = new Date(Date.now() - t.config.resumableUploads.lifetimeMs - 60_000);
    fs.utimesSync(killed, past, past);
    const swept = await sweepUnfinishedUploads(t.ctx);
    expect(swept).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(killed)).toBe(false);
    expect(fs.existsSync(path.join(dir, oldId))).toBe(false);
    expect(fs.existsSync(path.join(dir, `${oldId}.json`))).toBe(false);
    expect((await head(w.clientToken, oldUrl)).statusCode).toBe(404);
    expect((await head(w.clientToken, newUrl)).statusCode).toBe(200);
  });

  it('refuses Upload-Concat and the other tus extensions it does not offer with 400 in the error shape', async () => {
    const { w, req } = await setup();
    const partial = await create(w.clientToken, req.id, 100, {});
    const url = uploadPath(partial.headers.location);
    const cases = [
      {
        method: 'POST' as const,
        url: DOCUMENT_TUS_PATH,
        headers: { 'upload-concat': 'partial', 'upload-length': '100' },
      },
      { method: 'POST' as const, url: DOCUMENT_TUS_PATH, headers: { 'upload-concat': `final;${url}` } },
      { method: 'POST' as const, url: DOCUMENT_TUS_PATH, headers: { 'upload-defer-length': '1' } },
      {
        method: 'PATCH' as const,
        url,
        headers: {
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'upload-checksum': 'sha1 Kq5sNclPz7QV2+lfQIuc6R7oRu0=',
        },
      },
    ];
    for (const c of cases) {
      const res = await call(t.app, w.clientToken, {
        ...c,
        headers: { ...TUS, ...c.headers },
        payload: c.method === 'PATCH' ? Buffer.alloc(10) : undefined,
      });
      expect(res.statusCode, JSON.stringify(c.headers)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message: MESSAGES.uploadExtensionUnsupported });
    }
    // Nothing was written to the upload the PATCH named.
    expect((await head(w.clientToken, url)).headers['upload-offset']).toBe('0');
  });

  it('writes partial uploads readable by the server’s user only (mode 600)', async () => {
    const { w, req } = await setup();
    const url = uploadPath((await create(w.clientToken, req.id, 100)).headers.location);
    expect((await patch(w.clientToken, url, 0, Buffer.alloc(40, 1))).statusCode).toBe(204);
    const file = path.join(t.config.dataDir, 'files', '.resumable', url.split('/').pop() as string);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${file}.json`).mode & 0o777).toBe(0o600);
  });
});
