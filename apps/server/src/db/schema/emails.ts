import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outgoing email. The job queue sends it over SMTP when configured; otherwise it stays here as
 * 'stored' and administrators read it in the in-app mailbox. Also the source of the email metrics.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** to_client / from_client feed the weekly email metrics; system covers resets and notices. */
    direction: text('direction', { enum: ['system', 'to_client', 'from_client'] })
      .notNull()
      .default('system'),
    to_address: text('to_address').notNull(),
    from_address: text('from_address').notNull(),
    reply_to: text('reply_to'),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    adviser_id: integer('adviser_id'),
    client_id: integer('client_id'),
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_created_idx').on(t.created_at), index('emails_to_idx').on(t.to_address)],
);
