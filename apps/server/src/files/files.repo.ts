import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;
export type FilePurpose = FileRow['purpose'];

export async function insertFile(db: Db, values: FileInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

/** A file that is not deleted, by id (callers check the tenant). */
export async function findLiveFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deleted_at)));
  return row;
}

/** A file that is not deleted, by its storage key, among the given purposes only. */
export async function findLiveFileByKey(
  db: Db,
  storageKey: string,
  purposes: readonly FilePurpose[],
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storage_key, storageKey), inArray(files.purpose, [...purposes]), isNull(files.deleted_at)));
  return row;
}

/**
 * Soft-deletes an adviser's live files of one purpose, except `keepId`, and answers their storage keys (whose
 * objects the caller then removes). An adviser has one logo and one profile image; this keeps it so.
 */
export async function softDeleteFilesOfPurpose(
  db: Db,
  adviserId: number,
  purpose: FilePurpose,
  at: Date,
  keepId?: number,
): Promise<string[]> {
  const rows = await db
    .update(files)
    .set({ deleted_at: at })
    .where(
      and(
        eq(files.adviser_id, adviserId),
        eq(files.purpose, purpose),
        isNull(files.deleted_at),
        keepId === undefined ? undefined : ne(files.id, keepId),
      ),
    )
    .returning({ storage_key: files.storage_key });
  return rows.map((r) => r.storage_key);
}

/** Soft-deletes one file; false when it was already deleted. */
export async function softDeleteFile(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deleted_at: at })
    .where(and(eq(files.id, id), isNull(files.deleted_at)))
    .returning({ id: files.id });
  return rows.length > 0;
}
