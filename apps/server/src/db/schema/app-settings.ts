import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the installation that every instance must agree on, by name: so far the secrets key's fingerprint
 * (secrets-key-check.ts, decision 031), never the key itself.
 */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
