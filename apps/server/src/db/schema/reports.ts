import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { reviews } from './reviews';
import { users } from './users';

/**
 * The View Report link's token (decision 021): the URL opened in a new tab ends up in history and logs, so it carries
 * this short-lived, single-use token bound to one client (and, for a review's report, one review) and one user instead of the session. Only its SHA-256 is
 * kept.
 */
export const reportTokens = pgTable(
  'report_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text('token_hash').notNull(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The link opens this annual review's report (its changes since last year first) rather than the application's. */
    review_id: integer('review_id').references(() => reviews.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_tokens_hash_uq').on(t.token_hash), index('report_tokens_expires_idx').on(t.expires_at)],
);
