import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';
import { timestamps } from './users';

/**
 * The loan application's data (docs/decisions/008-application-data.md). Every row carries the owning
 * adviser (the tenant) and the client. Field values live in `data` (jsonb keyed by the contract's snake_case
 * field keys), so one save path handles every page: it checks each key against the contract's field rules and
 * refuses a stale `previous` per key, and edits to different keys never conflict.
 */
export type FieldData = Record<string, unknown>;
/** Who last answered each key and when (the risk profile keeps answers with who answered and when). */
export type FieldAnswers = Record<string, { user_id: number; at: string }>;

/** A person, company or trust applying; the primary applicant (a person) is first and cannot move or go. */
export const applicants = pgTable(
  'applicants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type', { enum: ['person', 'company', 'trust'] }).notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    data: jsonb('data').$type<FieldData>().notNull().default({}),
    answers: jsonb('answers').$type<FieldAnswers>().notNull().default({}),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('applicants_client_idx').on(t.client_id, t.position).where(sql`${t.deleted_at} is null`)],
);

/**
 * Repeating things of an application: an applicant's addresses, employments and other income; the client's
 * assets, liabilities and third parties (accountant, solicitor). `section` says which; `applicant_id` is set for
 * the applicant's own lists.
 */
export const applicationItems = pgTable(
  'application_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicant_id: integer('applicant_id').references(() => applicants.id),
    section: text('section', {
      enum: ['address', 'employment', 'other_income', 'asset', 'liability', 'third_party'],
    }).notNull(),
    /** The kind within the section: an asset or liability template type, an address use, a third party type. */
    kind: text('kind').notNull().default(''),
    position: integer('position').notNull().default(0),
    data: jsonb('data').$type<FieldData>().notNull().default({}),
    answers: jsonb('answers').$type<FieldAnswers>().notNull().default({}),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('application_items_client_idx').on(t.client_id, t.section, t.position).where(sql`${t.deleted_at} is null`),
    index('application_items_applicant_idx').on(t.applicant_id).where(sql`${t.deleted_at} is null`),
  ],
);

/**
 * The application's one-per-client pages: requirements, living expenses, risk profile; and the Assets and
 * Liabilities pages' own question ('Do you have any assets?'), a row named after the page.
 */
export const applicationSections = pgTable(
  'application_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    section: text('section', { enum: ['requirement', 'expense', 'risk_profile', 'asset', 'liability'] }).notNull(),
    data: jsonb('data').$type<FieldData>().notNull().default({}),
    answers: jsonb('answers').$type<FieldAnswers>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('application_sections_client_uq').on(t.client_id, t.section)],
);
