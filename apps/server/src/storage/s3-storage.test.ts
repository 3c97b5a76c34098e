import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, signIn } from '../../test/factories';
import { multipart, SAMPLE } from '../../test/file-fixtures';
import { storageContract } from '../../test/storage-contract';
import { useTestApp } from '../../test/use-test-app';
import type { StorageConfig } from '../config';
import { createS3Client, createS3Storage } from './s3-storage';
import type { StorageAdapter } from './storage';

/** The S3 driver against s3rver, an S3-compatible server from npm, on loopback with its own folder. */
const BUCKET = 'brokerdesk-test';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: BUCKET }],
});
let config: Extract<StorageConfig, { driver: 's3' }>;
let storage: StorageAdapter;

beforeAll(async () => {
  const { port } = await server.run();
  config = {
    driver: 's3',
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-southeast-2',
    // s3rver's fixed credentials; it checks request signatures with them.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  storage = createS3Storage(config);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keysInBucket = async () => {
  const res = await createS3Client(config).send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (res.Contents ?? []).map((o) => o.Key);
};

describe('S3 storage', () => {
  storageContract(() => storage);

  describe('behind the upload routes', () => {
    // The storage exists once the outer beforeAll has started s3rver.
    const t = useTestApp(() => ({ storage }));

    it('stores an uploaded logo in the bucket, serves it, and removes it on delete', async () => {
      const broker = await makeUser(t.ctx, 'broker');
      const token = await signIn(t.app, broker.email);
      const body = multipart([
        { name: 'brokerId', value: String(broker.adviserId) },
        { name: 'fileType', value: 'logo' },
        { name: 'file', filename: 'logo.png', data: SAMPLE.png },
      ]);
      const res = await call(t.app, token, { method: 'POST', url: '/api/broker/upload', ...body });
      expect(res.statusCode).toBe(200);
      const key = decodeURIComponent(res.json().file.url.split('/').pop());
      expect(await keysInBucket()).toContain(key);

      const served = await t.app.inject({ method: 'GET', url: res.json().file.url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload).toEqual(SAMPLE.png);

      await call(t.app, token, {
        method: 'DELETE',
        url: `/api/broker/delete-upload?brokerId=${broker.adviserId}&type=logo`,
      });
      expect(await keysInBucket()).not.toContain(key);
    });
  });
});
