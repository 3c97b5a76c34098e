import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { makeDocWorld, requestDoc, typeId, uploaded } from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { padded, SAMPLE } from '../../../../../test/file-fixtures';
import { useTestApp } from '../../../../../test/use-test-app';
import { createDiskStorage } from '../../../../storage/disk-storage';
import type { ByteRange, StorageAdapter } from '../../../../storage/storage';
import { DOCUMENT_PREVIEW_JOB } from '../previews/previews.service';

/** Disk storage that counts the objects open for reading at once. */
class CountingStorage implements StorageAdapter {
  readonly driver = 'disk';
  open = 0;
  mostOpen = 0;
  constructor(private readonly inner: StorageAdapter) {}
  put(key: string, body: Readable, type: string) {
    return this.inner.put(key, body, type);
  }
  async get(key: string, range?: ByteRange) {
    const object = await this.inner.get(key, range);
    if (!object) return null;
    this.open += 1;
    this.mostOpen = Math.max(this.mostOpen, this.open);
    object.stream.once('close', () => {
      this.open -= 1;
    });
    return object;
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  check() {
    return this.inner.check();
  }
}

const storage = new CountingStorage(createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-zip-'))));
const t = useTestApp({ storage });

describe('the documents zip as it streams', () => {
  it('opens one stored file at a time and closes each once written', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    for (let i = 0; i < 6; i += 1) await uploaded(t, w.clientToken, req.id, padded(SAMPLE.pdf, 200_000 + i));
    // The previews of the uploads read the files too: let them finish before counting the zip's reads.
    await t.ctx.jobs.drain(DOCUMENT_PREVIEW_JOB, 60_000);
    await vi.waitFor(() => expect(storage.open).toBe(0));
    storage.mostOpen = 0;
    const res = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/document/download-all-as-zip',
      payload: { clientId: w.clientId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(6 * 200_000);
    expect(storage.mostOpen).toBe(1);
    await vi.waitFor(() => expect(storage.open).toBe(0));
  }, 120_000);
});
