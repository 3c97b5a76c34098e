import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, LOCK_FILE } from '../db/data-dir-lock';
import { SECRETS_KEY_FILE } from '../secrets';
import { assertMigrationKnown, checkBackupArchive } from './archive-check';
import { BackupError, type BackupManifest, ENTRY, isArchiveEntry } from './archive-format';

export const USE_PG_RESTORE =
  '`npm run restore` restores the embedded database only. With DATABASE_URL set, restore the database with pg_restore and the stored files as the README (Backups) shows.';

/**
 * Restores a backup into DATA_DIR, which must be empty or missing (decision 013): a restore never mixes a
 * backup with what a folder already holds. The archive is checked whole first; then, holding the folder's lock
 * so no server starts on it halfway, the database is loaded with PGlite's loadDataDir and the files and key moved
 * into place. On failure the folder is emptied again. The app then starts on the folder as usual and applies any
 * migrations newer than the backup.
 */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (config.databaseUrl) throw new BackupError(USE_PG_RESTORE);
  const source = path.resolve(file);
  const dataDir = config.dataDir;
  assertEmpty(dataDir, []);
  const manifest = await checkBackupArchive(source);
  assertMigrationKnown(source, manifest);

  const lock = await acquireDataDirLock(dataDir, { purpose: 'npm run restore' });
  try {
    // Another restore may have filled the folder between the first look and the lock.
    assertEmpty(dataDir, [LOCK_FILE]);
    await unpackInto(dataDir, source, manifest);
    return manifest;
  } finally {
    lock.release();
  }
}

async function unpackInto(dataDir: string, source: string, manifest: BackupManifest): Promise<void> {
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  try {
    await fsp.mkdir(staging, { mode: 0o700 });
    await extractTar({
      file: source,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => 'type' in entry && isArchiveEntry(entryPath, entry.type),
    });

    const dump = await fs.openAsBlob(path.join(staging, ENTRY.database), { type: 'application/gzip' });
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: dump });
    await database.close();

    const files = path.join(staging, ENTRY.files);
    if (fs.existsSync(files)) await fsp.rename(files, path.join(dataDir, ENTRY.files));
    if (manifest.secrets_key) {
      const key = path.join(dataDir, SECRETS_KEY_FILE);
      await fsp.rename(path.join(staging, ENTRY.secretsKey), key);
      await fsp.chmod(key, 0o600);
    }
    await fsp.rm(staging, { recursive: true, force: true });
  } catch (err) {
    // Leave the folder as empty as it was found, so the restore can simply be run again.
    for (const name of fs.readdirSync(dataDir)) {
      if (name !== LOCK_FILE) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    throw err;
  }
}

function assertEmpty(dataDir: string, allowed: string[]) {
  let names: string[];
  try {
    names = fs.readdirSync(dataDir).filter((n) => !allowed.includes(n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (names.length === 0) return;
  const shown = names.slice(0, 4).join(', ') + (names.length > 4 ? ', …' : '');
  throw new BackupError(
    `The data folder ${dataDir} is not empty (it holds ${shown}). A backup is restored only into an empty or new folder: run for example DATA_DIR=./data-restored npm run restore -- FILE, then start BrokerDesk with that DATA_DIR.`,
  );
}
