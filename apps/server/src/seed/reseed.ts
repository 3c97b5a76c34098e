import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { syncDocumentCatalogue } from '../features/documents';
import type { StorageAdapter } from '../storage/storage';
import { isDatabaseEmpty, seedDemo } from './demo';

/**
 * Seeds the demo into a database. One that already has users is left alone unless `reset` is asked for, which
 * empties every application table first: nothing real is mixed with demo rows, and nothing is wiped by chance.
 */
export async function reseedDemo(
  database: Database,
  opts: { reset: boolean; storage?: StorageAdapter },
): Promise<'seeded' | 'not-empty'> {
  if (!(await isDatabaseEmpty(database.db))) {
    if (!opts.reset) return 'not-empty';
    const tables = await database.executeSql(`select tablename from pg_tables where schemaname = 'public'`);
    const names = rows<{ tablename: string }>(tables)
      .map((r) => `"public"."${r.tablename}"`)
      .join(', ');
    if (names) await database.executeSql(`truncate ${names} restart identity cascade`);
    // The shipped document catalogue is reference data every start keeps; put it back at once.
    await syncDocumentCatalogue(database.db);
  }
  await seedDemo(database.db, { storage: opts.storage });
  return 'seeded';
}
