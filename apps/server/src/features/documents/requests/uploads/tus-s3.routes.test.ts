import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DOCUMENT_TUS_PATH } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocWorld, requestDoc, typeId } from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { padded, SAMPLE } from '../../../../../test/file-fixtures';
import { createS3rverWithMultipart } from '../../../../../test/s3rver-multipart';
import { useTestApp } from '../../../../../test/use-test-app';
import type { StorageConfig } from '../../../../config';
import { createS3Client } from '../../../../storage/s3-storage';

/** Resumable uploads parked in the bucket (@tus/s3-store) when STORAGE_DRIVER=s3 (docs/decisions/028). */
const BUCKET = 'brokerdesk-tus';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-s3-tus-'));
const s3 = createS3rverWithMultipart({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: BUCKET }],
});
let endpoint = '';
beforeAll(async () => {
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const t = useTestApp(() => ({
  env: {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  },
}));

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (v: string) => Buffer.from(v).toString('base64');
const keysInBucket = async () => {
  const res = await createS3Client(t.config.storage as Extract<StorageConfig, { driver: 's3' }>).send(
    new ListObjectsV2Command({ Bucket: BUCKET }),
  );
  return (res.Contents ?? []).map((o) => o.Key as string);
};

async function setup() {
  const b = await t.adviser();
  const w = await makeDocWorld(t, b);
  const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
  return { b, w, req };
}
const create = (token: string, requestId: number, size: number) =>
  call(t.app, token, {
    method: 'POST',
    url: DOCUMENT_TUS_PATH,
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `requestId ${b64(String(requestId))},filename ${b64('statement.pdf')}`,
    },
  });
const patch = (token: string, url: string, offset: number, body: Buffer) =>
  call(t.app, token, {
    method: 'PATCH',
    url,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: body,
  });

describe('resumable uploads on S3', () => {
  it('parks the parts in the bucket, resumes from the offset the bucket holds, and stores the file whole', async () => {
    const { b, w, req } = await setup();
    const bytes = padded(SAMPLE.pdf, 7 * 1024 * 1024 + 13);
    const created = await create(w.clientToken, req.id, bytes.length);
    expect(created.statusCode, created.body).toBe(201);
    const url = created.headers.location as string;
    const id = url.split('/').pop() as string;
    // Under S3's 5 MB part minimum: kept as the upload's incomplete part until more arrives.
    const first = 3 * 1024 * 1024;
    expect((await patch(w.clientToken, url, 0, bytes.subarray(0, first))).statusCode).toBe(204);
    expect(await keysInBucket()).toEqual(expect.arrayContaining([`${id}.info`, `${id}.part`]));
    const head = await call(t.app, w.clientToken, { method: 'HEAD', url, headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(first));

    const done = await patch(w.clientToken, url, first, bytes.subarray(first));
    expect(done.statusCode, done.body).toBe(200);
    const file = done.json().file;
    const got = await call(t.app, b.token, { method: 'GET', url: `/api/file/download?files_new_id=${file.id}` });
    expect(createHash('sha256').update(got.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    // Only the stored file is left: the upload's object, info and part are gone.
    expect((await keysInBucket()).filter((k) => k.startsWith(id))).toEqual([]);
    const rows = await t.database.executeSql('select count(*)::int as n from resumable_uploads where id = $1', [id]);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  }, 60_000);

  it('removes a cancelled upload’s parts from the bucket', async () => {
    const { w, req } = await setup();
    const url = (await create(w.clientToken, req.id, 6 * 1024 * 1024)).headers.location as string;
    const id = url.split('/').pop() as string;
    expect((await patch(w.clientToken, url, 0, Buffer.alloc(5 * 1024 * 1024 + 1, 1))).statusCode).toBe(204);
    expect((await call(t.app, w.clientToken, { method: 'DELETE', url, headers: TUS })).statusCode).toBe(204);
    expect((await keysInBucket()).filter((k) => k.startsWith(id))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, BUCKET, '._S3rver_uploads'))).toEqual([]);
  }, 60_000);
});
