import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Multi-row inserts: PGlite pays per statement, so the demo goes in a few hundred rows at a time (well below
 * PostgreSQL's 65,535 bind parameters for the widest table here).
 */
export const BATCH_ROWS = 400;

export function chunk<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (const part of chunk(rows)) await db.insert(table).values(part);
}
