import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { applicants } from './applications';
import { clients } from './clients';
import { documentTypes } from './documents';
import { timestamps, users } from './users';

/**
 * A document asked of one applicant (the Documents page): one row per applicant and document type, so applying two
 * templates that share a type makes one request. The received files are rows of `files` (purpose 'document')
 * pointing here. States: requested → uploaded (waiting for review) → accepted, or rejected with a reason the client
 * sees (the client then uploads again), or not-applicable with the broker's note.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The tenant: every query is scoped to the client and its adviser. */
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicant_id: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    /** A shared catalogue type or the adviser's custom type (custom types are document_types rows too). */
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    state: text('state', { enum: ['requested', 'uploaded', 'accepted', 'rejected', 'not-applicable'] })
      .notNull()
      .default('requested'),
    /** Why it was rejected (shown to the client), or the note of a not-applicable request. */
    reason: text('reason').notNull().default(''),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id),
    reviewed_by_user_id: integer('reviewed_by_user_id').references(() => users.id),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('document_requests_type_uq').on(t.applicant_id, t.document_type_id).where(sql`${t.deleted_at} is null`),
    index('document_requests_client_idx').on(t.client_id, t.applicant_id).where(sql`${t.deleted_at} is null`),
  ],
);
