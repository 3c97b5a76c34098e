import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config';
import { assertStorageKey, type ByteRange, type StorageAdapter, type StoredObject } from './storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** lib-storage's smallest part; with one part in flight at a time an upload holds at most this much. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2 and the like). Bodies go up through lib-storage's
 * multipart Upload, which reads the stream part by part, so a file is never held whole; a failed upload is
 * aborted and leaves no object.
 */
export function createS3Storage(config: S3Config, client = createS3Client(config)): StorageAdapter {
  const { bucket } = config;
  return {
    driver: 's3',

    async put(key: string, body: Readable, contentType: string): Promise<void> {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // lib-storage aborts its multipart upload itself; a single-part body may still have landed.
        await deleteObject(client, bucket, key).catch(() => undefined);
        throw err;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
        return { stream: res.Body, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },

    async delete(key: string): Promise<void> {
      assertStorageKey(key);
      await deleteObject(client, bucket, key);
    },

    async check(): Promise<void> {
      // Answers 200 for a bucket these credentials can use, 403 or 404 otherwise (the SDK throws).
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers do not accept the SDK's newer default
    // of streaming checksum trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** S3 answers a delete of a missing key with success too, so deleting is idempotent on every driver. */
async function deleteObject(client: S3Client, bucket: string, key: string): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
