import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payment-provider webhook events as received (docs/spec/settings-billing-admin.md §2 Webhook responses); idempotent by
 * event id.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    customer: text('customer'),
    email: text('email'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('stripe_events_type_received_idx').on(t.type, t.received_at),
    index('stripe_events_received_idx').on(t.received_at),
  ],
);
