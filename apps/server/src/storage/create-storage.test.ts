import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';

describe('storage configuration', () => {
  it('stores on disk under DATA_DIR/files by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/brokerdesk' });
    expect(config.storage).toEqual({ driver: 'disk', dir: path.resolve('/srv/brokerdesk/files') });
    expect(createStorage(config.storage).driver).toBe('disk');
  });

  it('uses an S3-compatible bucket when asked, with the given endpoint and credentials', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(createStorage(config.storage).driver).toBe('s3');
  });

  it('fails fast, naming the variable, without a bucket or with half the credentials', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
