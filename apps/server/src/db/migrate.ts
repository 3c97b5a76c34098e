import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockKey } from '../locks';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies pending migrations, then what features do once the database is migrated (the shipped document catalogue,
 * decision 007), so the app and the tests' database snapshot both start with it. On PostgreSQL an advisory lock keeps
 * two starting instances from racing. `afterMigrate` comes from the caller (startup.ts), so this module names no
 * feature.
 */
export async function migrateDatabase(database: Database, afterMigrate: AfterMigrate = async () => {}): Promise<void> {
  await withStartupLock(database, () => applyMigrations(database, afterMigrate));
}

export type AfterMigrate = (database: Database) => Promise<void>;

/** The migrations and what follows them, for a caller that already holds the start-up lock. */
export async function applyMigrations(database: Database, afterMigrate: AfterMigrate): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await afterMigrate(database);
}

/**
 * Runs the start-up work that must not race another instance starting on the same database (migrations, the demo
 * seed, the job queue's own schema and queues) one instance at a time. The embedded database has one process.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return fn();
  return database.withAdvisoryLock(lockKey('startup'), fn);
}
