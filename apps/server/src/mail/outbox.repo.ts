import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emails, files } from '../db/schema';

type EmailRow = typeof emails.$inferSelect;
type NewEmail = Pick<
  typeof emails.$inferInsert,
  | 'kind'
  | 'direction'
  | 'to_address'
  | 'from_address'
  | 'reply_to'
  | 'subject'
  | 'text_body'
  | 'html_body'
  | 'adviser_id'
  | 'client_id'
>;

/** Records an email to send; its status starts as queued. */
export async function insertEmail(db: Db, values: NewEmail): Promise<number> {
  const [row] = await db.insert(emails).values(values).returning({ id: emails.id });
  if (!row) throw new Error('email insert returned no row');
  return row.id;
}

export async function findEmail(db: Db, id: number): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

/** No SMTP server is configured: the email stays in the in-app mailbox. */
export async function markEmailStored(db: Db, id: number): Promise<void> {
  await db.update(emails).set({ status: 'stored', sent_at: sql`now()` }).where(eq(emails.id, id));
}

/** An attempt to send over SMTP succeeded. */
export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'sent', sent_at: sql`now()`, attempts: sql`${emails.attempts} + 1`, last_error: null })
    .where(eq(emails.id, id));
}

/** An attempt to send over SMTP failed with this error (the job queue retries it). */
export async function markEmailFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'failed', attempts: sql`${emails.attempts} + 1`, last_error: error })
    .where(eq(emails.id, id));
}

/** The stored files among these ids that are not deleted (an email's attachments). */
export async function findLiveFiles(db: Db, ids: number[]) {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), isNull(files.deleted_at)));
}
