import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { timestamps, users } from './users';

/** A household or business applying for a loan through one adviser (the tenant). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    /** The client's portal sign-in, once invited. */
    user_id: integer('user_id').references(() => users.id),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the portal invitation was first sent, and when the client first entered data (response rate). */
    invited_at: timestamp('invited_at', { withTimezone: true }),
    first_client_input_at: timestamp('first_client_input_at', { withTimezone: true }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('clients_adviser_activity_idx').on(t.adviser_id, t.last_activity_at).where(sql`${t.deleted_at} is null`),
    uniqueIndex('clients_user_uq').on(t.user_id),
    index('clients_created_idx').on(t.created_at),
    index('clients_invited_idx').on(t.invited_at),
  ],
);
