import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

const MIGRATION_LOCK_KEY = 727_274_001;
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two starting instances from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
