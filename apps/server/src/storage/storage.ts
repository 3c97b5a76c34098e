import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored object being read back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  stream: Readable;
  /** The bytes the stream carries (those of the range, when one was asked). */
  size: number;
}

/** Bytes `start` to `end`, both included (as an HTTP Range says them); end < the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live (docs/engineering-guide.md §6: stored under generated names). Both drivers stream: `put`
 * consumes the body as it arrives and `get` hands back a stream, so a file is never held whole in memory.
 */
export interface StorageAdapter {
  readonly driver: 'disk' | 's3';
  /** Stores the body under `key`; on failure nothing is left under the key. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object (or only `range` of it: large PDFs are read in parts), or null when there is none under the key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Throws unless the storage answers and can take files: the folder is writable, the bucket reachable. */
  check(): Promise<void>;
  /**
   * Removes what writes cut short left behind (a process killed mid-upload) that is older than `olderThan`; answers
   * how many. The disk driver's half-written files; S3 has its own rule for abandoned multipart uploads.
   */
  sweepIncomplete?(olderThan: Date): Promise<number>;
}

/** A random uuid plus an extension chosen by the server from the detected type, never from the user's name. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function newStorageKey(extension: string): string {
  const key = `${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Adapters refuse any other key, so no caller can reach outside the storage folder or bucket prefix. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
