import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';

/** Soft-deletes the live files of a request; answers their storage keys (and preview keys) for removal. */
export async function softDeleteRequestFiles(db: Db, requestId: number, at: Date): Promise<string[]> {
  const rows = await db
    .update(files)
    .set({ deleted_at: at })
    .where(and(eq(files.request_id, requestId), isNull(files.deleted_at)))
    .returning({ key: files.storage_key, preview: files.preview_storage_key });
  return rows.flatMap((r) => (r.preview ? [r.key, r.preview] : [r.key]));
}

/** A live document file by id (the service then passes the gate of its client). */
export async function findDocumentFile(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.purpose, 'document'), isNull(files.deleted_at)));
  return row;
}

/** The next sequence of a request's files: never reused, so ' (2)' always names the same file. */
export async function nextSequence(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${files.sequence}), 0)::int` })
    .from(files)
    .where(eq(files.request_id, requestId));
  return (row?.n ?? 0) + 1;
}

export async function countLiveRequestFiles(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.request_id, requestId), isNull(files.deleted_at)));
  return row?.n ?? 0;
}

export async function setDocumentDate(db: Db, id: number, date: string | null) {
  const [row] = await db.update(files).set({ document_date: date }).where(eq(files.id, id)).returning();
  return row;
}
