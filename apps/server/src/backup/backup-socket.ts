import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { BackupError } from './archive-format';
import { removeStaleStaging, takeSnapshot } from './snapshot';

/**
 * While the server runs it holds the only connection to the embedded database, so a backup has to be cut by the
 * server itself (decision 013). It listens on a Unix socket inside DATA_DIR: no network exposure, and only the
 * folder's owner may connect (a 0700 folder, a 0600 socket). The protocol is one line each way, then the
 * archive: the client sends `backup`, the server answers `{"ok":true}` and streams the tar, or `{"ok":false,
 * "message":…}`.
 */
export const SOCKET_DIR = 'run';
export const SOCKET_FILE = 'backup.sock';
const REQUEST = 'backup';

export interface BackupLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupSocket {
  readonly path: string;
  close(): Promise<void>;
}

/** The address to use: Unix socket paths are limited to about 100 bytes, and the relative one is often shorter. */
export function backupSocketAddress(dataDir: string): string {
  const full = path.join(dataDir, SOCKET_DIR, SOCKET_FILE);
  const relative = path.relative(process.cwd(), full);
  return relative.length < full.length ? relative : full;
}

/** Called by the server once it holds the data folder's lock; undefined (and a warning) when it cannot listen. */
export async function startBackupSocket(opts: {
  config: Config;
  database: Database;
  log: BackupLog;
}): Promise<BackupSocket | undefined> {
  const { config, database, log } = opts;
  const dir = path.join(config.dataDir, SOCKET_DIR);
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  await fsp.chmod(dir, 0o700);
  const socketPath = path.join(dir, SOCKET_FILE);
  // Holding the lock, anything found here was left by a process that died: neither is in use.
  await fsp.rm(socketPath, { force: true });
  await removeStaleStaging(config.dataDir);

  const server = net.createServer((socket) => {
    serveBackup(socket, config, database, log).catch((err: unknown) => {
      log.error({ err }, 'backup failed');
      socket.destroy();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(backupSocketAddress(config.dataDir), () => resolve());
    });
  } catch (err) {
    log.warn({ err, socketPath }, 'backups while running are unavailable: the backup socket could not listen');
    return undefined;
  }
  await fsp.chmod(socketPath, 0o600);
  server.unref();
  const removeSocket = () => fs.rmSync(socketPath, { force: true });
  process.once('exit', removeSocket);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', removeSocket);
        server.close(() => resolve());
      }),
  };
}

async function serveBackup(socket: net.Socket, config: Config, database: Database, log: BackupLog) {
  // A client that connects and says nothing must not hold a connection open.
  socket.setTimeout(10_000, () => socket.destroy());
  const { line } = await readLine(socket);
  socket.setTimeout(0);
  if (line !== REQUEST) {
    socket.end(`${JSON.stringify({ ok: false, message: 'unknown request' })}\n`);
    return;
  }
  let snapshot: Awaited<ReturnType<typeof takeSnapshot>>;
  try {
    snapshot = await takeSnapshot(config, database);
  } catch (err) {
    log.error({ err }, 'backup failed');
    socket.end(`${JSON.stringify({ ok: false, message: (err as Error).message })}\n`);
    return;
  }
  try {
    socket.write(`${JSON.stringify({ ok: true })}\n`);
    await snapshot.writeTo(socket);
    const { files, database: db } = snapshot.manifest;
    log.info({ databaseBytes: db.bytes, files: files.driver === 'disk' ? files.count : 's3' }, 'backup sent');
  } finally {
    await snapshot.discard();
  }
}

/**
 * Asks the server holding DATA_DIR for a backup and streams it into `out` (ending it). False when no server
 * answers there; then nothing was written and the caller may open the database itself.
 */
export async function requestBackupFromServer(dataDir: string, out: Writable): Promise<boolean> {
  const socket = net.connect(backupSocketAddress(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTSOCK') return false;
    throw err;
  }
  socket.write(`${REQUEST}\n`);
  const { line, rest, chunks } = await readLine(socket);
  let answer: { ok?: boolean; message?: string } = {};
  try {
    answer = JSON.parse(line) as typeof answer;
  } catch {
    // handled below
  }
  if (answer.ok !== true) {
    socket.destroy();
    throw new BackupError(`The running server could not take the backup: ${answer.message ?? 'no answer'}.`);
  }
  async function* archive() {
    if (rest.length > 0) yield rest;
    for await (const chunk of chunks) yield chunk as Buffer;
  }
  await pipeline(Readable.from(archive()), out);
  return true;
}

/** The first line on the socket, the bytes already read past it, and the socket's remaining chunks. */
async function readLine(socket: net.Socket) {
  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered = Buffer.alloc(0);
  for (;;) {
    const newline = buffered.indexOf(10);
    if (newline >= 0) {
      const rest = buffered.subarray(newline + 1);
      const remaining = { [Symbol.asyncIterator]: () => chunks };
      return { line: buffered.subarray(0, newline).toString('utf8'), rest, chunks: remaining };
    }
    if (buffered.length > 64 * 1024) throw new BackupError('The backup socket sent no line.');
    const next = await chunks.next();
    if (next.done)
      return {
        line: buffered.toString('utf8'),
        rest: Buffer.alloc(0),
        chunks: { [Symbol.asyncIterator]: () => chunks },
      };
    buffered = Buffer.concat([buffered, next.value]);
  }
}
