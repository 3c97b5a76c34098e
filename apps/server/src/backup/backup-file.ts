import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { checkBackupArchive } from './archive-check';
import { BackupError, type BackupManifest } from './archive-format';
import { requestBackupFromServer } from './backup-socket';
import { removeStaleStaging, writeBackupArchive } from './snapshot';

export const USE_PG_DUMP =
  '`npm run backup` copies the embedded database only. With DATABASE_URL set, back up the database with pg_dump and the stored files as the README (Backups) shows.';

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** Who cut it: the running server, or this process with the database opened itself. */
  takenBy: 'server' | 'this process';
}

/**
 * `npm run backup -- FILE` (decision 013): asks the server running on DATA_DIR for the archive; with no server
 * running, takes the folder's lock and cuts it from the database itself. The archive is written beside FILE
 * under a temporary name (mode 0600: it holds every client's data and the secrets key), read back whole, and
 * only then renamed to FILE, so FILE is never a partial backup.
 */
export async function backupToFile(config: Config, file: string): Promise<BackupResult> {
  if (config.databaseUrl) throw new BackupError(USE_PG_DUMP);
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: a backup never overwrites a file.`);
  if (!fs.existsSync(path.join(config.dataDir, 'db'))) {
    throw new BackupError(`There is no embedded database in ${config.dataDir} to back up (DATA_DIR).`);
  }
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    await new Promise((resolve, reject) => out.once('open', resolve).once('error', reject));
    let takenBy: BackupResult['takenBy'] = 'server';
    if (!(await requestBackupFromServer(config.dataDir, out))) {
      takenBy = 'this process';
      await backupWithoutServer(config, out);
    }
    const manifest = await checkBackupArchive(partial).catch((err: Error) => {
      throw new BackupError(`The backup came out incomplete, so it was not kept (${err.message})`);
    });
    await fsp.rename(partial, target);
    return { file: target, manifest, takenBy };
  } finally {
    out.destroy();
    await fsp.rm(partial, { force: true });
  }
}

/** No server answers on the folder: hold the lock (refused if another process has the database) and cut it here. */
async function backupWithoutServer(config: Config, out: Writable): Promise<void> {
  const lock = await acquireDataDirLock(config.dataDir, { purpose: 'npm run backup' });
  try {
    await removeStaleStaging(config.dataDir);
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
    try {
      await writeBackupArchive(config, database, out);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
