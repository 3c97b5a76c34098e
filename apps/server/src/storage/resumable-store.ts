import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { NoSuchUpload } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, KvStore, Upload } from '@tus/server';
import type { StorageConfig } from '../config';
import { PRIVATE_FILE_MODE } from './disk-storage';
import { assertStorageKey } from './storage';

/**
 * Where resumable (tus) uploads park their partial bytes until complete: on the store every instance shares
 * (docs/decisions/028-shared-resumable-uploads-and-quotas.md), so an upload begun on one instance goes on on any.
 * Disk: a folder beside the stored files (shared when the files folder is). S3: @tus/s3-store's multipart uploads
 * in the same bucket. Both keep only what tus needs. A finished upload is moved into the file storage (the same
 * folder or bucket, decision 037), so its bytes are stored once.
 */
export interface ResumableStore {
  datastore: DataStore;
  /** The finished upload's first `bytes` bytes (all of it when shorter), for its type to be read. */
  sample(id: string, bytes: number): Promise<Buffer>;
  /**
   * Moves the finished upload's bytes into the file storage under `storageKey` (a rename on disk, a copy inside the
   * bucket on S3): nothing passes through the app. The upload's other traces stay for `discard`.
   */
  moveInto(id: string, storageKey: string, contentType: string): Promise<void>;
  /** Removes everything the upload left (partial bytes, its info); a missing upload is not an error. */
  discard(id: string): Promise<void>;
}

/** The folder of the disk driver's partial uploads, beside its `.incoming` half-written files. */
export const RESUMABLE_FOLDER = '.resumable';

export function createResumableStore(config: StorageConfig, lifetimeMs: number): ResumableStore {
  return config.driver === 's3' ? sharedS3Store(config, lifetimeMs) : privateFileStore(config.dir, lifetimeMs);
}

/** @tus/file-store with the upload's files readable by the server's user only, like every stored file. */
class PrivateFileStore extends FileStore {
  override async create(file: Upload): Promise<Upload> {
    const created = await super.create(file);
    const data = path.join(this.directory, file.id);
    await Promise.all([fs.chmod(data, PRIVATE_FILE_MODE), fs.chmod(`${data}.json`, PRIVATE_FILE_MODE)]);
    return created;
  }
}
// FileStore's constructor also makes its folder, in an fs.mkdir callback that throws: an error there (say the data
// folder removed while the call is in flight) would escape as an uncaught exception, out of anyone's reach. The folder
// is made synchronously before the store is built (privateFileStore), so that call is replaced by nothing. The method
// is private in FileStore's types, hence defined here rather than overridden.
Object.defineProperty(PrivateFileStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

/** The first `bytes` bytes of a stream, which is then let go. */
async function firstBytes(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks, size).subarray(0, bytes);
}

function privateFileStore(storageDir: string, lifetimeMs: number): ResumableStore {
  const directory = path.join(storageDir, RESUMABLE_FOLDER);
  // Made here, synchronously, in place of FileStore's own call (see PrivateFileStore): an error (no such data folder)
  // belongs to whoever builds the app rather than escaping later.
  fsSync.mkdirSync(directory, { recursive: true });
  const datastore = new PrivateFileStore({ directory, expirationPeriodInMilliseconds: lifetimeMs });
  return {
    datastore,
    sample: async (id, bytes) => firstBytes(datastore.read(id) as Readable, bytes),
    async moveInto(id, storageKey) {
      // The disk storage's folder is this one's parent (createDiskStorage), so a rename puts the file in place; its
      // mode is already the stored files' (PrivateFileStore).
      assertStorageKey(storageKey);
      await fs.rename(path.join(directory, id), path.join(storageDir, storageKey));
    },
    async discard(id) {
      const data = path.join(directory, id);
      await Promise.all([fs.rm(data, { force: true }), fs.rm(`${data}.json`, { force: true })]);
    },
  };
}

/**
 * S3Store keeps each upload's info in memory once read; another instance may have finished or removed it since, so
 * every request reads it from the bucket again (one small GET).
 */
const noCache: KvStore<never> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  list: async () => [],
};

class SharedS3Store extends S3Store {
  /** Copies the finished upload to `storageKey` inside the bucket (the storage's own, s3-storage.ts). */
  async copyTo(id: string, storageKey: string, contentType: string): Promise<void> {
    assertStorageKey(storageKey);
    await this.client.copyObject({
      Bucket: this.bucket,
      Key: storageKey,
      CopySource: `${this.bucket}/${encodeURIComponent(id)}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    });
  }

  /** tus's cancel (DELETE): S3Store's own leaves the `.part` object and fails on a finished upload. */
  override async remove(id: string): Promise<void> {
    await this.discard(id);
  }

  /** Aborts the multipart upload if it is still open and deletes its objects: the data, `.info` and `.part`. */
  async discard(id: string): Promise<void> {
    const uploadId = await this.getMetadata(id).then(
      (m) => m['upload-id'],
      () => undefined,
    );
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((err: unknown) => {
          if (!(err instanceof NoSuchUpload) && (err as { name?: string }).name !== 'NoSuchUpload') throw err;
        });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
  }
}

function sharedS3Store(config: Extract<StorageConfig, { driver: 's3' }>, lifetimeMs: number): ResumableStore {
  const datastore = new SharedS3Store({
    expirationPeriodInMilliseconds: lifetimeMs,
    // Expiry is the app's sweep (by the database's rows); tags are only for lifecycle rules, which some
    // S3-compatible servers do not take.
    useTags: false,
    cache: noCache,
    s3ClientConfig: {
      bucket: config.bucket,
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // As the storage's own client (s3-storage.ts): checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
  return {
    datastore,
    sample: async (id, bytes) => firstBytes(await datastore.read(id), bytes),
    moveInto: (id, storageKey, contentType) => datastore.copyTo(id, storageKey, contentType),
    discard: (id) => datastore.discard(id),
  };
}
