import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';
import { users } from './users';

/**
 * A to-do on a client: made by hand or by a rule (conditional approval: chase the conditions; a week before a fixed
 * rate ends: rate review). A rule's task carries a rule key unique per client, so a rule that fires on two instances,
 * or twice, makes one task.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    title: text('title').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    done_at: timestamp('done_at', { withTimezone: true }),
    /** e.g. 'rate_review:2027-03-01'; null for a task made by hand. */
    rule_key: text('rule_key'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_rule_uq').on(t.client_id, t.rule_key).where(sql`${t.rule_key} is not null`),
    index('tasks_adviser_due_idx').on(t.adviser_id, t.done, t.due_date, t.id),
    index('tasks_client_idx').on(t.client_id, t.due_date, t.id),
  ],
);

/** The morning email of one adviser's tasks on one business day: claimed by inserting the row, so it goes once. */
export const taskDigests = pgTable(
  'task_digests',
  {
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    day: date('day', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adviser_id, t.day] })],
);
