import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { timestamps } from './users';

/**
 * An adviser's reusable templates (docs/spec/settings-billing-admin.md §3): asset and liability data is a list of type
 * names (a repeat is another instance); document data is a list of document type ids.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    type: text('type', { enum: ['asset', 'liability', 'document'] }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Array<string | number>>().notNull(),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('templates_adviser_idx').on(t.adviser_id, t.created_at).where(sql`${t.deleted_at} is null`)],
);
