import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type StorageAdapter, type StoredObject } from './storage';

/** Stored files are the server's user's alone (documents, IDs, payslips): no other account on the machine reads them. */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/**
 * Files in one folder (DATA_DIR/files by default). A body is streamed into a temporary file beside the target
 * and renamed into place once complete, so a reader never sees half a file and a failed upload leaves nothing.
 */
export function createDiskStorage(dir: string): StorageAdapter {
  const tmpDir = path.join(dir, '.incoming');
  let ready: Promise<void> | undefined;
  const ensureDirs = () => {
    ready ??= fs.mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE }).then(() => undefined);
    return ready;
  };
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    driver: 'disk',

    async put(key: string, body: Readable): Promise<void> {
      const target = fileOf(key);
      await ensureDirs();
      const temp = path.join(tmpDir, `${key}.${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const handle = await fs.open(file, 'r');
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when done or destroyed.
        if (range) {
          const end = Math.min(range.end, size - 1);
          const stream = createReadStream(file, { fd: handle, start: range.start, end });
          return { stream, size: Math.max(0, end - range.start + 1) };
        }
        return { stream: createReadStream(file, { fd: handle }), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async check(): Promise<void> {
      await ensureDirs();
      await fs.access(tmpDir, fs.constants.W_OK);
    },

    async delete(key: string): Promise<void> {
      await fs.rm(fileOf(key), { force: true });
    },

    async sweepIncomplete(olderThan: Date): Promise<number> {
      await ensureDirs();
      let removed = 0;
      for (const name of await fs.readdir(tmpDir)) {
        const file = path.join(tmpDir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < olderThan) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
