import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, startHealthLoop } from '../event-loop-probe';
import { jpeg12mp, jpegClaiming, PAGE_12MP_HEIC, pngBomb } from '../image-fixtures';
import { api, type ServerProcess, startServer, waitUntil } from './server-process';

/**
 * Image previews (docs/decisions/030) in the compiled server as production runs it, its decoder thread from
 * apps/server/dist/decode-worker.js: uploads over HTTP while this process asks `GET /api/health` without pause, and
 * the server's peak memory read from /proc (VmHWM: the most it held since the uploads began).
 */
const GB = 1024 ** 3;

describe('image previews in the server process', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  let requestIds: number[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-previews-'));
    // LOG_LEVEL info: the job's line about an image over the pixel limit says when it is done with one. No demo data:
    // a broker who has just signed up, whom anyone can become.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: '0' });
    const signedUp = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        first_name: 'Photo',
        last_name: 'Broker',
        email: 'photo.broker@example.com',
        password: 'Previews-pass1!',
        type: 'broker',
      },
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    token = (signedUp.body as { token: string }).token;
    const created = await api(server.url, 'POST', '/api/client/create', {
      token,
      body: { first_name: 'Photo', last_name: 'Uploader', email: 'photo.uploader@example.com' },
    });
    expect(created.status).toBe(201);
    const { client, applicant } = created.body as {
      client: { id: number; adviser_id: number };
      applicant: { id: number };
    };
    const catalogue = await api(server.url, 'GET', `/api/document/document-types?brokerId=${client.adviser_id}`, {
      token,
    });
    const types = (catalogue.body as { categories: { document_types: { id: number }[] }[] }).categories
      .flatMap((c) => c.document_types)
      .slice(0, 4);
    requestIds = [];
    for (const type of types) {
      const res = await api(server.url, 'POST', '/api/document/request', {
        token,
        body: { clientId: client.id, applicantId: applicant.id, documentTypeId: type.id },
      });
      expect(res.status).toBe(201);
      requestIds.push((res.body as { request: { id: number } }).request.id);
    }
    // From here on the peak counts what the uploads cost, not the start (migrations on the embedded database).
    await settle(server.url);
    fs.writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
  }, 120_000);
  afterAll(async () => {
    await server?.stop(5000);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(requestId: number, bytes: Buffer, fileName: string, type: string): Promise<number> {
    const form = new FormData();
    form.append('requestId', String(requestId));
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const res = await fetch(`${server.url}/api/document/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.text();
    expect(res.status, body).toBe(201);
    return (JSON.parse(body) as { file: { id: number } }).file.id;
  }
  const get = (url: string) => fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const peakRss = () => {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1];
    return Number(kb) * 1024;
  };

  it('keeps a 30,000 × 30,000 PNG and a JPEG claiming 20,000 × 20,000 without a thumbnail: health within 500 ms, under 1 GB', async () => {
    const [pngRequest, jpegRequest] = requestIds as [number, number];
    const png = await pngBomb(30_000);
    const fakeJpeg = await jpegClaiming(20_000, 20_000);
    const probe = startHealthLoop(server.url);
    const ids = [await upload(pngRequest, png, 'scan.png', 'image/png')];
    ids.push(await upload(jpegRequest, fakeJpeg, 'photo.jpg', 'image/jpeg'));
    await waitUntil('the preview job to pass over both', () =>
      ids.every((id) => server.output().includes(`"fileId":${id},"contentType"`)),
    );
    const health = await probe.stop();

    expect(server.output()).toMatch(/"width":30000,"height":30000,"msg":"document preview: image over the pixel limit/);
    expect(server.output()).toMatch(/"width":20000,"height":20000,"msg":"document preview: image over the pixel limit/);
    expect(health.answers).toBeGreaterThan(5);
    expect(health.slowestMs).toBeLessThanOrEqual(500);
    expect(peakRss()).toBeLessThan(GB);
    for (const [id, bytes] of [
      [ids[0], png],
      [ids[1], fakeJpeg],
    ] as const) {
      expect((await get(`/api/file/thumbnail?files_new_id=${id}`)).status).toBe(404);
      const original = Buffer.from(await (await get(`/api/file/download?files_new_id=${id}`)).arrayBuffer());
      expect(original.equals(bytes)).toBe(true);
    }
  }, 60_000);

  it('makes the previews of a 12 MP JPEG and a 12 MP HEIC photo with every health answer within 200 ms', async () => {
    const [, , jpegRequest, heicRequest] = requestIds as [number, number, number, number];
    const jpeg = await jpeg12mp();
    const probe = startHealthLoop(server.url);
    const ids = [await upload(jpegRequest, jpeg, 'photo.jpg', 'image/jpeg')];
    ids.push(await upload(heicRequest, PAGE_12MP_HEIC, 'IMG_0001.HEIC', 'image/heic'));
    const thumbnails = new Map<number, number>();
    await waitUntil(
      'both thumbnails',
      async () => {
        for (const id of ids) thumbnails.set(id, (await get(`/api/file/thumbnail?files_new_id=${id}`)).status);
        return [...thumbnails.values()].every((status) => status === 200);
      },
      30_000,
    );
    const health = await probe.stop();

    expect(health.answers).toBeGreaterThan(20);
    expect(health.slowestMs).toBeLessThanOrEqual(200);
    const preview = await get(`/api/file/download?files_new_id=${ids[1]}&variant=preview&disposition=inline`);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
  }, 60_000);
});
