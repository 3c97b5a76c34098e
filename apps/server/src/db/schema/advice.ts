import type { Benchmark, Shading } from '@brokerdesk/contract';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';
import { users } from './users';

/**
 * A firm's serviceability settings (decision 048): how much of each kind of income counts, and the household expense
 * benchmark it maintains. No row means the documented defaults and the labelled placeholder benchmark.
 */
export const serviceabilitySettings = pgTable('serviceability_settings', {
  adviser_id: integer('adviser_id')
    .primaryKey()
    .references(() => advisers.id),
  shading: jsonb('shading').$type<Shading>().notNull(),
  benchmark: jsonb('benchmark').$type<Benchmark>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The strategies an adviser chose for a client, with the inputs they settled on (one of each strategy). */
export const clientStrategies = pgTable(
  'client_strategies',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    inputs: jsonb('inputs').$type<Record<string, number>>().notNull(),
    saved_by: integer('saved_by').references(() => users.id),
    saved_at: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.key] })],
);
