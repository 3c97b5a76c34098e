import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../test/storage-contract';
import { createDiskStorage } from './disk-storage';
import { newStorageKey } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-disk-'));
const storage = createDiskStorage(path.join(dir, 'files'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('disk storage', () => {
  storageContract(() => storage);

  it('keeps objects as files named by their key, and no half-written file after a failure', async () => {
    const key = newStorageKey('png');
    await storage.put(key, Readable.from([Buffer.from('png bytes')]), 'image/png');
    expect(fs.readFileSync(path.join(dir, 'files', key), 'utf8')).toBe('png bytes');
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('aborted');
    }
    await expect(storage.put(newStorageKey('png'), Readable.from(failing()), 'image/png')).rejects.toThrow('aborted');
    expect(fs.readdirSync(path.join(dir, 'files', '.incoming'))).toEqual([]);
  });

  it('writes stored files readable and writable by the server’s user only (mode 600)', async () => {
    const key = newStorageKey('pdf');
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 payslip')]), 'application/pdf');
    expect(fs.statSync(path.join(dir, 'files', key)).mode & 0o777).toBe(0o600);
    // Still so under a permissive umask: the mode is asked for, not left to the process's default.
    const previous = process.umask(0);
    try {
      const open = newStorageKey('pdf');
      await storage.put(open, Readable.from([Buffer.from('%PDF-1.4 bank statement')]), 'application/pdf');
      expect(fs.statSync(path.join(dir, 'files', open)).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  it('sweeps half-written files older than asked (a process killed mid-upload), and only those', async () => {
    const incoming = path.join(dir, 'files', '.incoming');
    const old = path.join(incoming, 'killed.part');
    const recent = path.join(incoming, 'writing.part');
    fs.writeFileSync(old, 'partial');
    fs.writeFileSync(recent, 'partial');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    fs.utimesSync(old, dayAgo, dayAgo);
    expect(await storage.sweepIncomplete?.(new Date(Date.now() - 24 * 60 * 60_000))).toBe(1);
    expect(fs.readdirSync(incoming)).toEqual(['writing.part']);
  });
});
