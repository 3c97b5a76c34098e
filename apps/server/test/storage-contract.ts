import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { newStorageKey, type StorageAdapter } from '../src/storage/storage';

/**
 * What every storage driver must do, as tests both drivers run (apps/server/src/storage/README.md). Not a test file
 * itself: disk-storage.test.ts and s3-storage.test.ts call it with their adapter.
 */
export function storageContract(adapter: () => StorageAdapter): void {
  it('stores a stream and reads it back with its size', async () => {
    const key = newStorageKey('pdf');
    const bytes = Buffer.from('%PDF-1.4 a small document');
    await adapter().put(key, Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), 'application/pdf');
    const got = await adapter().get(key);
    expect(got?.size).toBe(bytes.length);
    expect(await readAll(got?.stream)).toEqual(bytes);
  });

  it('streams a body larger than one upload part (12 MB) made on the fly', async () => {
    const key = newStorageKey('pdf');
    const source = generated(12 * 1024 * 1024);
    await adapter().put(key, source.stream, 'application/pdf');
    const got = await adapter().get(key);
    expect(got?.size).toBe(12 * 1024 * 1024);
    const hash = createHash('sha256');
    for await (const chunk of got?.stream ?? []) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(source.sha256());
  });

  it('answers null for a missing key, and deleting is idempotent', async () => {
    const key = newStorageKey('png');
    expect(await adapter().get(key)).toBeNull();
    await adapter().put(key, Readable.from([Buffer.from('x')]), 'image/png');
    await adapter().delete(key);
    expect(await adapter().get(key)).toBeNull();
    await expect(adapter().delete(key)).resolves.toBeUndefined();
  });

  it('leaves nothing under the key when the body fails half-way', async () => {
    const key = newStorageKey('pdf');
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('client went away');
    }
    await expect(adapter().put(key, Readable.from(failing()), 'application/pdf')).rejects.toThrow();
    expect(await adapter().get(key)).toBeNull();
  });

  it('refuses keys it did not generate', async () => {
    for (const key of ['../escape.png', 'a/b.png', 'logo.png', '']) {
      await expect(adapter().put(key, Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow(/storage key/);
      await expect(adapter().get(key)).rejects.toThrow(/storage key/);
    }
  });
}

async function readAll(stream: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `size` pseudo-random bytes produced 64 KB at a time, and their hash once produced. */
function generated(size: number) {
  const hash = createHash('sha256');
  let seed = 1;
  async function* chunks() {
    for (let sent = 0; sent < size; ) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent));
      for (let i = 0; i < chunk.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        chunk.writeUInt32LE(seed, i);
      }
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}
