import fsp from 'node:fs/promises';
import { list as listTar, type ReadEntry } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  BackupManifestSchema,
  ENTRY,
  isArchiveEntry,
  knownMigrations,
} from './archive-format';

/**
 * Reads a backup archive through once and checks it is whole: the manifest first, only the entries the format
 * allows, and the database, files and key the manifest counts. A backup cut short (the server stopped while
 * sending it, a full disk) fails here rather than at restore time. Answers the manifest.
 */
export async function checkBackupArchive(file: string): Promise<BackupManifest> {
  const stat = await fsp.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`${file} is not a file.`);
  const notBackup = (why: string) => new BackupError(`${file} is not a complete BrokerDesk backup: ${why}.`);

  const manifestChunks: Buffer[] = [];
  let index = 0;
  let problem: string | undefined;
  let databaseBytes: number | undefined;
  let hasKey = false;
  const files = { count: 0, bytes: 0 };
  try {
    await listTar({
      file,
      strict: true,
      onReadEntry(entry: ReadEntry) {
        const name = entry.path.replace(/\/$/, '');
        if (index++ === 0 && name !== ENTRY.manifest) problem ??= `it does not start with ${ENTRY.manifest}`;
        if (!isArchiveEntry(entry.path, entry.type)) problem ??= `it holds ${entry.type} ${entry.path}`;
        if (name === ENTRY.manifest) entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
        else if (name === ENTRY.database) databaseBytes = entry.size;
        else if (name === ENTRY.secretsKey) hasKey = true;
        else if (entry.type !== 'Directory') {
          files.count++;
          files.bytes += entry.size;
        }
      },
    });
  } catch (err) {
    throw notBackup(`the archive cannot be read (${(err as Error).message})`);
  }
  if (problem) throw notBackup(problem);

  let manifest: BackupManifest;
  try {
    const raw = JSON.parse(Buffer.concat(manifestChunks).toString('utf8')) as {
      format?: unknown;
      format_version?: unknown;
    };
    if (raw.format !== BACKUP_FORMAT) throw new Error('not this format');
    if (typeof raw.format_version === 'number' && raw.format_version > BACKUP_FORMAT_VERSION) {
      throw new BackupError(
        `${file} was made by a newer version of BrokerDesk (backup format ${raw.format_version}); update BrokerDesk to restore it.`,
      );
    }
    manifest = BackupManifestSchema.parse(raw);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw notBackup(`its ${ENTRY.manifest} is missing or unreadable`);
  }
  if (databaseBytes !== manifest.database.bytes) throw notBackup('its database copy is missing or cut short');
  if (hasKey !== manifest.secrets_key) throw notBackup(`its ${ENTRY.secretsKey} does not match the manifest`);
  if (
    manifest.files.driver === 'disk' &&
    (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes)
  ) {
    throw notBackup(`it holds ${files.count} stored files where the manifest counts ${manifest.files.count}`);
  }
  return manifest;
}

/** A database migrated further than this code knows cannot be run by it: refuse before unpacking anything. */
export function assertMigrationKnown(file: string, manifest: BackupManifest): void {
  const last = manifest.migration.last;
  if (last !== null && !knownMigrations().some((m) => m.tag === last)) {
    throw new BackupError(
      `${file} was made by a newer version of BrokerDesk (its database is at migration ${last}); update BrokerDesk to restore it.`,
    );
  }
}
