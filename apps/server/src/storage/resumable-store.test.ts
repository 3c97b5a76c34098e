import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createResumableStore, RESUMABLE_FOLDER } from './resumable-store';

describe('the disk resumable store', () => {
  it('makes its folder while it is built and touches the disk no more once built', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-resumable-'));
    const files = path.join(dir, 'files');
    createResumableStore({ driver: 'disk', dir: files }, 60_000);
    expect(fs.statSync(path.join(files, RESUMABLE_FOLDER)).isDirectory()).toBe(true);
    // Removed at once, as a test's temporary folder is: a folder made later (or an error thrown later, from a
    // callback nobody can catch) would show the store still at work on its folder after it was built.
    fs.rmSync(dir, { recursive: true, force: true });
    await sleep(100);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
