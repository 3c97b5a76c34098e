import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { timestamps } from './users';

/**
 * The shared document catalogue (docs/spec/settings-billing-admin.md §3): categories, optional subcategories and the
 * document types a broker can ask a client for. The shipped set is kept in step by `code` at every start;
 * administrators may add to it.
 */
export const documentCategories = pgTable(
  'document_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key of a shipped category; null for one an administrator added. */
    code: text('code'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Set when an administrator changes a shipped row; the start-up sync then leaves it alone (decision 007). */
    edited_at: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('document_categories_code_uq').on(t.code)],
);

export const documentSubcategories = pgTable(
  'document_subcategories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    category_id: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Set when an administrator changes a shipped row; the start-up sync then leaves it alone (decision 007). */
    edited_at: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('document_subcategories_code_uq').on(t.code),
    index('document_subcategories_category_idx').on(t.category_id),
  ],
);

/**
 * A document a client can be asked for. Shared types have no adviser; a broker's custom type carries the adviser
 * (the tenant) and, when added from within one client's application, that client.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    category_id: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    subcategory_id: integer('subcategory_id').references(() => documentSubcategories.id),
    adviser_id: integer('adviser_id').references(() => advisers.id),
    client_id: integer('client_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    question: text('question').notNull().default(''),
    tooltip: text('tooltip').notNull().default(''),
    position: integer('position').notNull().default(0),
    /**
     * How long a received document stays valid: 'age' means its document date is at most `valid_days` old (a payslip
     * 30, a statement 90, a rates notice 365); 'expiry' means its document date is an expiry not yet passed (photo
     * ID). null: no rule.
     */
    validity_kind: text('validity_kind', { enum: ['age', 'expiry'] }),
    valid_days: integer('valid_days'),
    /** Set when an administrator changes a shipped row; the start-up sync then leaves it alone (decision 007). */
    edited_at: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('document_types_code_uq').on(t.code),
    index('document_types_category_idx').on(t.category_id, t.position),
    index('document_types_adviser_idx').on(t.adviser_id).where(sql`${t.deleted_at} is null`),
  ],
);

/**
 * A broker's own wording of a shared document type (docs/spec/settings-billing-admin.md §3 extension): name,
 * description, question, tooltip.
 */
export const documentTypeExtensions = pgTable(
  'document_type_extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    question: text('question').notNull().default(''),
    tooltip: text('tooltip').notNull().default(''),
    /** The broker's own validity rule for this type; both null means the catalogue's rule applies. */
    validity_kind: text('validity_kind', { enum: ['age', 'expiry', 'none'] }),
    valid_days: integer('valid_days'),
    ...timestamps,
  },
  (t) => [uniqueIndex('document_type_extensions_uq').on(t.adviser_id, t.document_type_id)],
);
