import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users';

/**
 * Brokers and planners are one adviser core with a kind (GUIDE §3 rule 2); `broker_id` and `planner_id` in the
 * API are both this table's id.
 */
export const advisers = pgTable(
  'advisers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['broker', 'planner'] }).notNull(),
    company: text('company').notNull().default(''),
    phone_office: text('phone_office').notNull().default(''),
    phone_mobile: text('phone_mobile').notNull().default(''),
    /** Header colours (core §2 Shell): null background means the product default #1A356F; text 1 black, 0 white. */
    header_background: text('header_background'),
    header_text: smallint('header_text').notNull().default(0),
    registered_at: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    trial_end_date: date('trial_end_date', { mode: 'string' }),
    /** This adviser's own code, which others give at sign-up to be recorded as referred by them. */
    referral_code: text('referral_code').notNull(),
    /** The code this adviser gave at sign-up, and whose it was. */
    referrer_code: text('referrer_code'),
    referrer_adviser_id: integer('referrer_adviser_id'),
    source: text('source'),
    suspended: boolean('suspended').notNull().default(false),
    free_access: boolean('free_access').notNull().default(false),
    should_show_landing: boolean('should_show_landing').notNull().default(true),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('advisers_user_uq').on(t.user_id),
    uniqueIndex('advisers_referral_code_uq').on(t.referral_code),
    index('advisers_kind_created_idx').on(t.kind, t.created_at).where(sql`${t.deleted_at} is null`),
  ],
);
