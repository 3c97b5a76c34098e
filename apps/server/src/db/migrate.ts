import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { syncDocumentCatalogue } from '../features/documents';
import type { Database } from './client';

const MIGRATION_LOCK_KEY = 727_274_001;
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies pending migrations, then brings the shipped document catalogue in step (decision 007), so the app and
 * the tests' database snapshot both start with it. On PostgreSQL an advisory lock keeps two starting instances
 * from racing.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await syncDocumentCatalogue(database.db);
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    await syncDocumentCatalogue(database.db);
  });
}
