import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { create as createTar } from 'tar';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { SECRETS_KEY_FILE } from '../secrets';
import { isStorageKey } from '../storage/storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  ENTRY,
  migrationLevel,
} from './archive-format';

/** Working folders of backups in progress, inside DATA_DIR so stored files can be hard-linked into them. */
const STAGING_PREFIX = '.backup-';

/** A backup cut and waiting in its staging folder: written out as an archive, then discarded. */
export interface Snapshot {
  manifest: BackupManifest;
  /** Streams the archive into `out` (ending it), file by file from the staging folder. */
  writeTo(out: Writable): Promise<void>;
  discard(): Promise<void>;
}

/** Takes a snapshot, writes it to `out` and discards it. */
export async function writeBackupArchive(config: Config, database: Database, out: Writable): Promise<BackupManifest> {
  const snapshot = await takeSnapshot(config, database);
  try {
    await snapshot.writeTo(out);
    return snapshot.manifest;
  } finally {
    await snapshot.discard();
  }
}

/**
 * Cuts a backup of the embedded database and the stored files (decision 013). The process calling this must be
 * the one that has the database open: the server, or the backup command holding the lock.
 *
 * The database and the files are cut at one instant: while PGlite's query lock is held (no statement runs), its
 * data folder is copied to memory and every stored file is hard-linked into a staging folder. An object is only
 * deleted after its row's deletion commits, and only stored before its row is inserted, so every file a row of
 * the copy names is in the staging folder. The copy is then compressed with the app running again.
 */
export async function takeSnapshot(config: Config, database: Database): Promise<Snapshot> {
  const pglite = database.pglite;
  if (!pglite?.fs || pglite.closed) throw new BackupError('Only an open embedded database can be backed up.');
  const filesDir = config.storage.driver === 'disk' ? config.storage.dir : undefined;
  const staging = path.join(config.dataDir, `${STAGING_PREFIX}${randomUUID()}`);
  const discard = () => fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(path.join(staging, ENTRY.files), { recursive: true, mode: 0o700 });
  try {
    const migration = await migrationLevel(database);
    const pgFs = pglite.fs;
    const { dump, toCopy } = await pglite._runExclusiveQuery(async () => ({
      dump: await pgFs.dumpTar('pgdata', 'none'),
      toCopy: filesDir ? linkStoredFiles(filesDir, path.join(staging, ENTRY.files)) : [],
    }));
    // Where hard links are impossible (files on another file system), a copy made just after is the fallback.
    for (const name of toCopy) {
      await fsp.copyFile(path.join(filesDir as string, name), path.join(staging, ENTRY.files, name)).catch(ignoreGone);
    }
    await pipeline(
      Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>),
      createGzip(),
      fs.createWriteStream(path.join(staging, ENTRY.database), { mode: 0o600 }),
    );

    const entries: string[] = [ENTRY.manifest, ENTRY.database];
    const hasKeyFile = await fsp
      .copyFile(path.join(config.dataDir, SECRETS_KEY_FILE), path.join(staging, ENTRY.secretsKey))
      .then(() => true, ignoreGone);
    if (hasKeyFile) entries.push(ENTRY.secretsKey);
    if (filesDir) entries.push(ENTRY.files);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: new Date().toISOString(),
      migration,
      database: { engine: 'pglite', bytes: (await fsp.stat(path.join(staging, ENTRY.database))).size },
      files:
        config.storage.driver === 'disk'
          ? { driver: 'disk', ...(await countFiles(path.join(staging, ENTRY.files))) }
          : { driver: 's3', bucket: config.storage.bucket },
      secrets_key: hasKeyFile,
    };
    await fsp.writeFile(path.join(staging, ENTRY.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    return {
      manifest,
      async writeTo(out) {
        // portable: no user or group names, nothing of this machine's in the archive.
        const pack = createTar({ cwd: staging, portable: true }, entries);
        await pipeline(pack as unknown as NodeJS.ReadableStream, out);
      },
      discard,
    };
  } catch (err) {
    await discard();
    throw err;
  }
}

/** Staging folders of backups cut short by a crash; only safe to call while holding the data folder's lock. */
export async function removeStaleStaging(dataDir: string): Promise<void> {
  const names = await fsp.readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(STAGING_PREFIX)) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** Synchronous on purpose: it runs while the database waits, so it must not yield. Returns what it could not link. */
function linkStoredFiles(from: string, to: string): string[] {
  const notLinked: string[] = [];
  let names: string[];
  try {
    names = fs.readdirSync(from);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return notLinked;
    throw err;
  }
  for (const name of names) {
    if (!isStorageKey(name)) continue; // .incoming/ holds uploads in progress, not yet stored
    try {
      fs.linkSync(path.join(from, name), path.join(to, name));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') notLinked.push(name);
      else if (code !== 'ENOENT') throw err;
    }
  }
  return notLinked;
}

async function countFiles(dir: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const name of await fsp.readdir(dir)) {
    count++;
    bytes += (await fsp.stat(path.join(dir, name))).size;
  }
  return { count, bytes };
}

function ignoreGone(err: NodeJS.ErrnoException): false {
  if (err.code === 'ENOENT') return false;
  throw err;
}
