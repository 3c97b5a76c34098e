import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advisers, files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;

/** The mail-setting columns of a live adviser (docs/spec/settings-billing-admin.md §2 Mail Settings). */
export async function findMailSettingsRow(db: Db, adviserId: number) {
  const [row] = await db
    .select({
      mailto: advisers.mailto,
      mail_client: advisers.mail_client,
      personal_message: advisers.personal_message,
      email_disclaimer: advisers.email_disclaimer,
    })
    .from(advisers)
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  return row;
}

/** The adviser's default email attachments that are not deleted, oldest first (the order they were added). */
export async function listAttachmentRows(db: Db, adviserId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.adviser_id, adviserId), eq(files.purpose, 'attachment'), isNull(files.deleted_at)))
    .orderBy(asc(files.created_at), asc(files.id));
}
