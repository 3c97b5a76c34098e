import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser, signIn } from '../../test/factories';
import { SAMPLE } from '../../test/file-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { files } from '../db/schema';
import { createDiskStorage } from '../storage/disk-storage';
import type { StorageAdapter } from '../storage/storage';

/**
 * Uploads stream (memory stays flat for a 10 MB file). A real client sends a 10 MB attachment over a
 * socket and, after each megabyte, waits until the storage adapter has received all but a small margin of it
 * before sending more. A server that collected the body before storing it could never let the client go on, so
 * the upload would time out; one that streams keeps at most that margin in flight, whatever the file's size.
 */
const MB = 1024 * 1024;
/** Socket buffers, the parser's chunk and the detection sample: what may be in flight between client and storage. */
const IN_FLIGHT_MARGIN = 2 * MB;

class RecordingStorage implements StorageAdapter {
  readonly driver = 'disk';
  received = 0;
  chunkSizes: number[] = [];
  putCalls = 0;
  constructor(private readonly inner: StorageAdapter) {}
  reset() {
    this.received = 0;
    this.chunkSizes = [];
    this.putCalls = 0;
  }
  put(key: string, body: Readable, contentType: string) {
    this.putCalls += 1;
    const self = this;
    async function* counted() {
      for await (const chunk of body) {
        self.received += (chunk as Buffer).length;
        self.chunkSizes.push((chunk as Buffer).length);
        yield chunk as Buffer;
      }
    }
    return this.inner.put(key, Readable.from(counted()), contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  check() {
    return this.inner.check();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-streaming-'));
const storage = new RecordingStorage(createDiskStorage(dir));
/** What the store holds: objects, and anything half-written in its incoming folder. */
const onDisk = () => ({
  objects: fs.readdirSync(dir).filter((n) => n !== '.incoming'),
  incoming: fs.existsSync(path.join(dir, '.incoming')) ? fs.readdirSync(path.join(dir, '.incoming')) : [],
});

/** Kept-alive connections, as browsers use; closed before the app so its shutdown never waits on them. */
const agent = new http.Agent({ keepAlive: true });
/** The server's side of the last upload, to see that it read the body to its end. */
let lastRequest: http.IncomingMessage | undefined;
let t: TestApp;
let port: number;
let broker: MadeUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ storage });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.server.on('request', (req: http.IncomingMessage) => {
    lastRequest = req;
  });
  port = (t.app.server.address() as AddressInfo).port;
  broker = await makeUser(t.ctx, 'broker');
  token = await signIn(t.app, broker.email);
});
afterAll(async () => {
  agent.destroy();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => storage.reset());

async function waitFor(condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Sends a PDF of `size` bytes 64 KB at a time; `checkpoint` runs after each megabyte before more is sent. */
async function streamUpload(
  size: number,
  checkpoint: (sent: number) => Promise<void>,
  as: { token: string; brokerId: number } = { token, brokerId: broker.adviserId as number },
) {
  const boundary = 'streaming-test-boundary';
  const req = http.request({
    agent,
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/broker/upload-attachment',
    headers: { authorization: `Bearer ${as.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  // The server may answer before the whole body is written; it must still read the connection to its end.
  req.on('error', () => undefined);
  const answered = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', async (res) => {
      let body = '';
      for await (const c of res) body += c;
      resolve({ status: res.statusCode ?? 0, body });
    });
  });
  let done = false;
  void answered.then(() => {
    done = true;
  });
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="brokerId"\r\n\r\n${as.brokerId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const filler = Buffer.alloc(64 * 1024, 0x41);
  for (let sent = 0; sent < size && !done; ) {
    const chunk = sent === 0 ? Buffer.concat([SAMPLE.pdf, filler]).subarray(0, filler.length) : filler;
    const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
    sent += part.length;
    if (!req.write(part)) await Promise.race([once(req, 'drain'), answered]);
    if (sent % MB === 0) await checkpoint(sent);
  }
  req.end(`\r\n--${boundary}--\r\n`);
  return answered;
}

describe('a 10 MB upload over HTTP', () => {
  it('reaches storage in small chunks while the client is still sending, with at most a small margin in flight', async () => {
    let putStartedAfter = -1;
    let maxLag = 0;
    const res = await streamUpload(ATTACHMENT_MAX_BYTES, async (sent) => {
      if (putStartedAfter < 0) {
        await waitFor(() => storage.putCalls > 0, 'put() to start');
        putStartedAfter = sent;
      }
      await waitFor(
        () => storage.received >= sent - IN_FLIGHT_MARGIN,
        `storage to receive ${sent - IN_FLIGHT_MARGIN} bytes`,
      );
      maxLag = Math.max(maxLag, sent - storage.received);
    });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).file.size_bytes).toBe(ATTACHMENT_MAX_BYTES);
    // put() began after the first megabyte, with nine still unsent.
    expect(putStartedAfter).toBe(MB);
    expect(maxLag).toBeLessThanOrEqual(IN_FLIGHT_MARGIN);
    expect(storage.received).toBe(ATTACHMENT_MAX_BYTES);
    // Chunks as the socket delivered them (the detection sample is the largest), never the file in one piece: Node 24
    // reads a busy socket in pieces of up to a few hundred KiB, so ten megabytes arrive in at least forty.
    expect(storage.chunkSizes.length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...storage.chunkSizes)).toBeLessThanOrEqual(256 * 1024);
  });

  it('stops a file past 10 MB with 413 while streaming, leaving no object, no partial file and no row', async () => {
    const before = onDisk();
    const rowsOf = () =>
      t.ctx.db
        .select()
        .from(files)
        .where(eq(files.adviser_id, broker.adviserId as number));
    const rowsBefore = (await rowsOf()).length;
    const res = await streamUpload(ATTACHMENT_MAX_BYTES + MB, async () => undefined);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('too_large');
    // The limit was met mid-stream: storage had already been receiving the file.
    expect(storage.received).toBeGreaterThan(MB);
    expect(onDisk()).toEqual(before);
    expect(await rowsOf()).toHaveLength(rowsBefore);
  });

  it('refuses another adviser before reading the file: 404 while the client is still sending, nothing stored', async () => {
    const other = await makeUser(t.ctx, 'broker');
    const before = onDisk();
    let sentBeforeAnswer = 0;
    const res = await streamUpload(
      ATTACHMENT_MAX_BYTES,
      async (sent) => {
        sentBeforeAnswer = sent;
      },
      { token: await signIn(t.app, other.email), brokerId: broker.adviserId as number },
    );
    expect(res.status).toBe(404);
    expect(storage.putCalls).toBe(0);
    // The unread rest of the body is drained, so the kept-alive connection can serve the next request.
    await waitFor(() => lastRequest?.complete === true, 'the server to read the refused body to its end');
    // The answer came without waiting for the 10 MB body.
    expect(sentBeforeAnswer).toBeLessThan(ATTACHMENT_MAX_BYTES);
    expect(onDisk()).toEqual(before);
  });
});
