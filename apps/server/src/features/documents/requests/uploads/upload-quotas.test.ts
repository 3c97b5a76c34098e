import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TUS_PATH, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeDocWorld, requestDoc, typeId } from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { useTestApp } from '../../../../../test/use-test-app';
import { reserveResumableUpload } from './upload-quotas';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (requestId: number) =>
  `requestId ${Buffer.from(String(requestId)).toString('base64')},filename ${Buffer.from('scan.pdf').toString('base64')}`;

type App = ReturnType<typeof useTestApp>;

const create = (t: App, token: string, requestId: number, size: number) =>
  call(t.app, token, {
    method: 'POST',
    url: DOCUMENT_TUS_PATH,
    headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': metadata(requestId) },
  });
const patch = (t: App, token: string, url: string, body: Buffer) =>
  call(t.app, token, {
    method: 'PATCH',
    url,
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: body,
  });

async function clientWithRequest(t: App) {
  const b = await t.adviser();
  const w = await makeDocWorld(t, b);
  const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
  return { token: w.clientToken, requestId: req.id };
}

/** The bytes partial uploads hold on the shared store (the disk driver's folder). */
function bytesParked(t: App): number {
  const dir = path.join(t.config.dataDir, 'files', '.resumable');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((name) => !name.endsWith('.json'))
    .reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);
}

describe('limits on unfinished resumable uploads (defaults)', () => {
  const t = useTestApp();

  it('a client creating unfinished uploads gets 429 before 50 of them, and the bytes parked stay under the cap', async () => {
    const { token, requestId } = await clientWithRequest(t);
    const caps = t.config.resumableUploads;
    const sent = Buffer.alloc(512 * 1024, 7);
    let refused: Awaited<ReturnType<typeof create>> | undefined;
    let made = 0;
    for (let i = 0; i < 50 && !refused; i++) {
      const res = await create(t, token, requestId, 1024 * 1024);
      if (res.statusCode === 429) {
        refused = res;
        break;
      }
      expect(res.statusCode, res.body).toBe(201);
      made += 1;
      // Half of each upload arrives and is parked, as an attacker's abandoned uploads would be.
      expect((await patch(t, token, res.headers.location as string, sent)).statusCode).toBe(204);
    }
    expect(refused, 'no 429 within 50 uploads').toBeDefined();
    expect(made).toBeLessThan(50);
    expect(made).toBe(caps.maxPerUser);
    expect(refused?.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.uploadsUnfinishedTooMany });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(bytesParked(t)).toBe(made * sent.length);
    expect(bytesParked(t)).toBeLessThanOrEqual(caps.maxBytesPerUser);
  });

  it('caps the bytes one person’s unfinished uploads may declare, whatever their count', async () => {
    const { token, requestId } = await clientWithRequest(t);
    const caps = t.config.resumableUploads;
    const fit = Math.floor(caps.maxBytesPerUser / DOCUMENT_MAX_BYTES);
    expect(fit).toBeLessThan(caps.maxPerUser);
    for (let i = 0; i < fit; i++) expect((await create(t, token, requestId, DOCUMENT_MAX_BYTES)).statusCode).toBe(201);
    const over = await create(t, token, requestId, DOCUMENT_MAX_BYTES);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.uploadsUnfinishedTooLarge });
    // Another person is not held back by the first one's uploads.
    const other = await clientWithRequest(t);
    expect((await create(t, other.token, other.requestId, DOCUMENT_MAX_BYTES)).statusCode).toBe(201);
  });

  it('holds the cap when many creations arrive at once (a lock per person around the count)', async () => {
    const { token } = await clientWithRequest(t);
    const me = await call(t.app, token, { method: 'GET', url: '/api/user/detail' });
    const userId = Number(me.json().id);
    expect(userId).toBeGreaterThan(0);
    const { maxPerUser } = t.config.resumableUploads;
    const tries = Array.from({ length: maxPerUser + 10 }, (_, i) =>
      reserveResumableUpload(t.ctx, async () => undefined, { id: `race${i}`, userId, sizeBytes: 100 }),
    );
    const settled = await Promise.allSettled(tries);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(maxPerUser);
    const rows = await t.database.executeSql('select count(*)::int as n from resumable_uploads where user_id = $1', [
      userId,
    ]);
    expect(Number(rows.rows[0]?.n)).toBe(maxPerUser);
  });

  it('gives the room back when an upload is cancelled, finished or has lapsed', async () => {
    const { token, requestId } = await clientWithRequest(t);
    const { maxPerUser, lifetimeMs } = t.config.resumableUploads;
    const urls: string[] = [];
    for (let i = 0; i < maxPerUser; i++) urls.push((await create(t, token, requestId, 100)).headers.location as string);
    expect((await create(t, token, requestId, 100)).statusCode).toBe(429);

    const cancel = await call(t.app, token, { method: 'DELETE', url: urls[0] as string, headers: TUS });
    expect(cancel.statusCode).toBe(204);
    urls[0] = (await create(t, token, requestId, 100)).headers.location as string;
    expect((await create(t, token, requestId, 100)).statusCode).toBe(429);

    // A finished upload (here refused for its type) no longer counts.
    expect((await patch(t, token, urls[1] as string, Buffer.alloc(100, 65))).statusCode).toBe(415);
    urls[1] = (await create(t, token, requestId, 100)).headers.location as string;
    expect((await create(t, token, requestId, 100)).statusCode).toBe(429);

    // One past its life is removed, bytes and all, when its creator next asks for room.
    const id = (urls[2] as string).split('/').pop();
    await t.database.executeSql(
      `update resumable_uploads set created_at = now() - interval '1 millisecond' * $2 - interval '1 minute' where id = $1`,
      [id, lifetimeMs],
    );
    expect((await create(t, token, requestId, 100)).statusCode).toBe(201);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', '.resumable', id as string))).toBe(false);
  });
});

describe('the rate of starting resumable uploads', () => {
  const t = useTestApp({ env: { RATE_LIMIT_UPLOADS_PER_USER_PER_HOUR: '3' } });

  it('refuses a person past RATE_LIMIT_UPLOADS_PER_USER_PER_HOUR in the hour, even with nothing parked', async () => {
    const { token, requestId } = await clientWithRequest(t);
    for (let i = 0; i < 3; i++) {
      const url = (await create(t, token, requestId, 100)).headers.location as string;
      expect((await call(t.app, token, { method: 'DELETE', url, headers: TUS })).statusCode).toBe(204);
    }
    const res = await create(t, token, requestId, 100);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.uploadsStartedTooMany });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.database.executeSql('select count(*)::int as n from resumable_uploads');
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });
});
