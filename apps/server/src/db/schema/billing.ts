import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';

/** Australian tax invoices, one per paid provider invoice (docs/decisions/020). Amounts in cents incl. GST. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    provider_invoice_id: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    plan: text('plan').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    gst_cents: integer('gst_cents').notNull(),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull(),
    bill_to_name: text('bill_to_name').notNull(),
    bill_to_company: text('bill_to_company').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_invoices_provider_uq').on(t.provider_invoice_id),
    uniqueIndex('billing_invoices_number_uq').on(t.number),
    index('billing_invoices_adviser_idx').on(t.adviser_id, t.paid_at),
  ],
);

/**
 * The local billing provider's objects (customers, payment methods, subscriptions, invoices, its test clock), kept
 * as the provider would keep them, so the local provider answers like the remote one (docs/decisions/020).
 */
export const billingLocalObjects = pgTable(
  'billing_local_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    customer: text('customer'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_local_objects_kind_idx').on(t.kind, t.customer)],
);
