import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';

/**
 * The answers of each public lead capture form sent (docs/spec/settings-billing-admin.md §2 Lead Capture
 * Form). A second form from the same email to the same adviser within a day is counted on its row and recorded on its
 * client's activity instead of making another; the first form's answers stay (decisions 022, 027).
 */
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Lowercased, trimmed: the key of the one-a-day rule. */
    email: text('email').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    submissions: integer('submissions').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_submissions_adviser_email_idx').on(t.adviser_id, t.email, t.created_at)],
);
