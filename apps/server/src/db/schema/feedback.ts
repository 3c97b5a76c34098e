import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Feedback sent from the app by brokers, planners and clients. The sender's names are recorded as they were
 * when it was sent (a historical record), which also keeps the admin list's sorts on one table.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    user_type: text('user_type', { enum: ['broker', 'planner', 'client'] }).notNull(),
    /** The broker or planner: the sender, or the client's adviser. */
    adviser_id: integer('adviser_id'),
    client_id: integer('client_id'),
    broker_first_name: text('broker_first_name').notNull().default(''),
    broker_last_name: text('broker_last_name').notNull().default(''),
    client_first_name: text('client_first_name').notNull().default(''),
    client_last_name: text('client_last_name').notNull().default(''),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    broker_sort_name: text('broker_sort_name').generatedAlwaysAs(
      sql`lower(trim(broker_first_name || ' ' || broker_last_name))`,
    ),
    client_sort_name: text('client_sort_name').generatedAlwaysAs(
      sql`lower(trim(client_first_name || ' ' || client_last_name))`,
    ),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(broker_first_name || ' ' || broker_last_name || ' ' || client_first_name || ' ' || client_last_name || ' ' || user_type || ' ' || message)`,
    ),
  },
  (t) => [
    index('feedback_created_idx').on(t.created_at, t.id),
    index('feedback_user_type_idx').on(t.user_type, t.created_at),
    index('feedback_broker_sort_idx').on(t.broker_sort_name, t.id),
    index('feedback_client_sort_idx').on(t.client_sort_name, t.id),
    index('feedback_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
