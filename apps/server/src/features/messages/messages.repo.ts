import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientMessages, clients, files, messageThreads, users } from '../../db/schema';

export type Side = 'client' | 'adviser';
export type MessageRow = typeof clientMessages.$inferSelect;

export interface MessageWithFile {
  message: MessageRow;
  senderFirst: string | null;
  senderLast: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
}

const columns = {
  message: clientMessages,
  senderFirst: users.first_name,
  senderLast: users.last_name,
  fileName: files.file_name,
  contentType: files.content_type,
  sizeBytes: files.size_bytes,
};

/** The latest `limit` messages of a conversation, oldest first. */
export async function listMessageRows(db: Db, clientId: number, limit: number): Promise<MessageWithFile[]> {
  const rows = await db
    .select(columns)
    .from(clientMessages)
    .leftJoin(users, eq(users.id, clientMessages.sender_user_id))
    .leftJoin(files, and(eq(files.id, clientMessages.file_id), isNull(files.deleted_at)))
    .where(eq(clientMessages.client_id, clientId))
    .orderBy(desc(clientMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function findMessageRow(
  db: Db,
  clientId: number,
  messageId: number,
): Promise<MessageWithFile | undefined> {
  const [row] = await db
    .select(columns)
    .from(clientMessages)
    .leftJoin(users, eq(users.id, clientMessages.sender_user_id))
    .leftJoin(files, and(eq(files.id, clientMessages.file_id), isNull(files.deleted_at)))
    .where(and(eq(clientMessages.client_id, clientId), eq(clientMessages.id, messageId)));
  return row;
}

export async function insertMessage(db: Db, values: typeof clientMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(clientMessages).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/** Read receipts: the reader's side has now seen every message the other side wrote. */
export async function markRead(db: Db, clientId: number, reader: Side, now: Date): Promise<number> {
  const rows = await db
    .update(clientMessages)
    .set({ read_at: now })
    .where(
      and(eq(clientMessages.client_id, clientId), ne(clientMessages.sender, reader), isNull(clientMessages.read_at)),
    )
    .returning({ id: clientMessages.id });
  return rows.length;
}

/** Unread messages for `reader` in one conversation. */
export async function countUnread(db: Db, clientId: number, reader: Side): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientMessages)
    .where(
      and(eq(clientMessages.client_id, clientId), ne(clientMessages.sender, reader), isNull(clientMessages.read_at)),
    );
  return row?.n ?? 0;
}

/** An adviser's live clients with messages from them the adviser has not read, and how many each. */
export async function unreadByClient(db: Db, adviserId: number) {
  return db
    .select({
      client_id: clientMessages.client_id,
      name: clients.display_name,
      unread: sql<number>`count(*)::int`,
    })
    .from(clientMessages)
    .innerJoin(clients, eq(clients.id, clientMessages.client_id))
    .where(
      and(
        eq(clientMessages.adviser_id, adviserId),
        eq(clientMessages.sender, 'client'),
        isNull(clientMessages.read_at),
        isNull(clients.deleted_at),
      ),
    )
    .groupBy(clientMessages.client_id, clients.display_name)
    .orderBy(asc(clientMessages.client_id));
}

/** The unread messages written to `recipient`, oldest first (what a notification email lists). */
export async function unreadFor(db: Db, clientId: number, recipient: Side) {
  return db
    .select({ id: clientMessages.id, body: clientMessages.body, fileName: files.file_name })
    .from(clientMessages)
    .leftJoin(files, eq(files.id, clientMessages.file_id))
    .where(
      and(eq(clientMessages.client_id, clientId), ne(clientMessages.sender, recipient), isNull(clientMessages.read_at)),
    )
    .orderBy(asc(clientMessages.id));
}

/**
 * Marks an email to `recipient` as waiting and answers the thread as it was before, under the row's lock: only the
 * message that turns `pending` on schedules a job, so a burst of messages makes one email.
 */
export async function claimPendingEmail(db: Db, clientId: number, adviserId: number, recipient: Side) {
  await db.insert(messageThreads).values({ client_id: clientId, adviser_id: adviserId }).onConflictDoNothing();
  const [before] = await db.select().from(messageThreads).where(eq(messageThreads.client_id, clientId)).for('update');
  if (!before) throw new Error('message thread missing');
  const pending = recipient === 'client' ? before.client_email_pending : before.adviser_email_pending;
  if (!pending) {
    await db
      .update(messageThreads)
      .set(recipient === 'client' ? { client_email_pending: true } : { adviser_email_pending: true })
      .where(eq(messageThreads.client_id, clientId));
  }
  return { before, wasPending: pending };
}

/** The email job's start: the waiting flag off and the time of this email, under the lock; answers the row before. */
export async function takePendingEmail(db: Db, clientId: number, recipient: Side, now: Date) {
  const [before] = await db.select().from(messageThreads).where(eq(messageThreads.client_id, clientId)).for('update');
  if (!before) return undefined;
  // Only the job that was queued for a waiting email sends one (a repeat of it finds nothing waiting).
  if (!(recipient === 'client' ? before.client_email_pending : before.adviser_email_pending)) return undefined;
  await db
    .update(messageThreads)
    .set(
      recipient === 'client'
        ? { client_email_pending: false, client_emailed_at: now }
        : { adviser_email_pending: false, adviser_emailed_at: now },
    )
    .where(eq(messageThreads.client_id, clientId));
  return before;
}

/** The client's portal sign-in email, when they have one that is live. */
export async function findClientUser(db: Db, userId: number | null) {
  if (userId === null) return undefined;
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row;
}

export async function findLiveClient(db: Db, clientId: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)));
  return row;
}
