import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

    // Lists and states (docs/spec/core-and-application.md §2 client-list-search, §4).
    client_type: text('client_type', { enum: ['active', 'archived', 'lead'] })
      .notNull()
      .default('active'),
    status: text('status', { enum: ['not-started', 'in-progress', 'submitted', 'lodged'] })
      .notNull()
      .default('not-started'),
    /** Portal access: none (never invited, or revoked), invited (link sent, no password yet), active. */
    access: text('access', { enum: ['none', 'invited', 'active'] })
      .notNull()
      .default('none'),
    /**
     * The pages the client sees, comma separated (docs/spec/core-and-application.md §2 Application navigation:
     * submit.pages).
     */
    submit_pages: text('submit_pages')
      .notNull()
      .default('profile,requirement,asset,liability,expense,risk-profile,document,submit'),
    /** The personal message of this client's invitation, when the broker changed it from their default. */
    invite_message: text('invite_message'),
    /** The broker's notes for the report's Preliminary assessment (the Submit page); never shown to the client. */
    assessment_notes: text('assessment_notes').notNull().default(''),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The deal after lodgement (the pipeline): its stage, null until lodged; the lender, the loan amount in cents, the
     * settlement date and when a fixed rate ends (the "Rate review" task falls due a week before).
     */
    stage: text('stage', {
      enum: ['lodged', 'conditional', 'unconditional', 'settled', 'declined', 'withdrawn'],
    }),
    lender: text('lender').notNull().default(''),
    loan_amount_cents: bigint('loan_amount_cents', { mode: 'number' }),
    settlement_date: date('settlement_date', { mode: 'string' }),
    fixed_rate_expires_on: date('fixed_rate_expires_on', { mode: 'string' }),
    /**
     * The next annual review: a date the broker set, or the one a started review set a year on; null means a year
     * after settlement (docs/decisions/041-annual-reviews.md).
     */
    review_due_on: date('review_due_on', { mode: 'string' }),
    lodged_at: timestamp('lodged_at', { withTimezone: true }),
    access_revoked_at: timestamp('access_revoked_at', { withTimezone: true }),
    /** Received document files (uploaded or accepted), kept by the documents feature in the same transaction. */
    num_documents_received: integer('num_documents_received').notNull().default(0),
    /** Files the client uploaded that wait for the broker's review (the client list shows it). */
    num_documents_to_review: integer('num_documents_to_review').notNull().default(0),
    /** Document reminders: the broker may pause them per client; the last one sent and how many so far. */
    reminders_paused: boolean('reminders_paused').notNull().default(false),
    last_reminder_at: timestamp('last_reminder_at', { withTimezone: true }),
    reminders_sent: integer('reminders_sent').notNull().default(0),
    /**
     * Derived from the applicants by the repo on every change of a name, email or phone: the list shows and
     * sorts by the display name and searches search_text through a trigram index (docs/engineering-guide.md §5).
     */
    display_name: text('display_name').notNull().default(''),
    sort_name: text('sort_name').notNull().default(''),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('clients_adviser_activity_idx').on(t.adviser_id, t.last_activity_at).where(sql`${t.deleted_at} is null`),
    // The client list reads one adviser's clients of one type in one order (performance).
    ...(['last_activity_at', 'sort_name', 'created_at', 'status'] as const).map((col) =>
      index(`clients_list_${col}_idx`)
        .on(t.adviser_id, t.client_type, t[col], t.id)
        .where(sql`${t.deleted_at} is null`),
    ),
    // The board reads one stage's column a page at a time.
    index('clients_board_idx')
      .on(t.adviser_id, t.stage, t.last_activity_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.stage} is not null`),
    index('clients_fixed_rate_idx')
      .on(t.fixed_rate_expires_on)
      .where(sql`${t.deleted_at} is null and ${t.fixed_rate_expires_on} is not null`),
    index('clients_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    uniqueIndex('clients_user_uq').on(t.user_id),
    index('clients_created_idx').on(t.created_at),
    index('clients_invited_idx').on(t.invited_at),
  ],
);
