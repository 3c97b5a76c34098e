import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';
import { files } from './files';
import { users } from './users';

/** One message of a client's conversation with their adviser (docs/decisions/022-leads-messages-help.md). */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Which side wrote it: the client (portal) or the adviser (or an administrator on the adviser's side). */
    sender: text('sender', { enum: ['client', 'adviser'] }).notNull(),
    sender_user_id: integer('sender_user_id').references(() => users.id),
    body: text('body').notNull().default(''),
    file_id: integer('file_id').references(() => files.id),
    /** When the other side first saw it (read receipt). */
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_messages_client_idx').on(t.client_id, t.id),
    index('client_messages_unread_idx').on(t.adviser_id, t.sender, t.client_id).where(sql`${t.read_at} is null`),
  ],
);

/**
 * The email state of each conversation, one row per client: when each side was last emailed about new messages and
 * whether an email to them is waiting (at most one email per MESSAGE_EMAIL_INTERVAL per side, decision 022).
 */
export const messageThreads = pgTable('message_threads', {
  client_id: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  adviser_id: integer('adviser_id')
    .notNull()
    .references(() => advisers.id),
  client_emailed_at: timestamp('client_emailed_at', { withTimezone: true }),
  adviser_emailed_at: timestamp('adviser_emailed_at', { withTimezone: true }),
  client_email_pending: boolean('client_email_pending').notNull().default(false),
  adviser_email_pending: boolean('adviser_email_pending').notNull().default(false),
});
