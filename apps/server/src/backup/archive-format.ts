import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/client';
import { MIGRATIONS_DIR } from '../db/migrate';
import { rows } from '../db/rows';
import { isStorageKey } from '../storage/storage';

/**
 * A backup is a plain tar (decision 013), readable with any tar tool:
 *
 *   manifest.json      what this is: format version, when, the migration level, counts to check it by
 *   database.tar.gz    the embedded database's data folder as PGlite dumps it (loadDataDir takes it back)
 *   secrets.key        DATA_DIR/secrets.key when the key lives there rather than in SECRETS_KEY
 *   files/<key>        every stored object, with STORAGE_DRIVER=disk
 *
 * The manifest comes first, so a restore reads it before unpacking anything.
 */
export const BACKUP_FORMAT = 'brokerdesk-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const ENTRY = {
  manifest: 'manifest.json',
  database: 'database.tar.gz',
  secretsKey: 'secrets.key',
  files: 'files',
} as const;

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int().positive(),
  created_at: z.string(),
  /** Migrations applied to the copied database: their count and the last one's tag. */
  migration: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  database: z.object({ engine: z.literal('pglite'), bytes: z.number().int().min(0) }),
  files: z.discriminatedUnion('driver', [
    z.object({ driver: z.literal('disk'), count: z.number().int().min(0), bytes: z.number().int().min(0) }),
    z.object({ driver: z.literal('s3'), bucket: z.string() }),
  ]),
  secrets_key: z.boolean(),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** An operator's mistake or a refused backup or restore: the CLI prints the message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where an archive entry may point: nothing else is ever unpacked (no links, no paths outside). */
export function isArchiveEntry(name: string, type: string): boolean {
  const clean = name.replace(/\/$/, '');
  if (type === 'Directory') return clean === ENTRY.files;
  if (type !== 'File' && type !== 'OldFile') return false;
  if (clean === ENTRY.manifest || clean === ENTRY.database || clean === ENTRY.secretsKey) return true;
  const [dir, key, ...rest] = clean.split('/');
  return dir === ENTRY.files && rest.length === 0 && key !== undefined && isStorageKey(key);
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, in order (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** How far the database is migrated: drizzle records each applied migration with its journal time. */
export async function migrationLevel(database: Database): Promise<BackupManifest['migration']> {
  const result = await database.executeSql(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc',
    [],
  );
  // created_at is a bigint column, which pg reads as a string and PGlite as a number.
  const applied = rows<{ created_at: string | number }>(result);
  const latest = applied[0]?.created_at;
  if (latest === undefined) return { count: 0, last: null };
  const entry = knownMigrations().find((e) => String(e.when) === String(latest));
  return { count: applied.length, last: entry?.tag ?? `unknown (${String(latest)})` };
}
