import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { applicants } from './applications';
import { clients } from './clients';
import { documentRequests } from './document-requests';
import { users } from './users';

/**
 * Every stored upload: an adviser's logo, profile image and default email attachments, and (clients issue) client
 * documents. The bytes live in the storage adapter under `storage_key`, a generated name; `file_name` is the
 * uploader's name, cleaned, used only for display and downloads.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The tenant: every file belongs to one adviser. */
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id').references(() => clients.id),
    purpose: text('purpose', { enum: ['logo', 'profile_image', 'attachment', 'document', 'message'] }).notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id),

    // Client documents (purpose 'document'): the request the file answers, its applicant, and its review.
    request_id: integer('request_id').references(() => documentRequests.id),
    applicant_id: integer('applicant_id').references(() => applicants.id),
    /** pending until the broker reviews the request; rejected files stay listed but are no longer received. */
    review_state: text('review_state', { enum: ['pending', 'accepted', 'rejected'] }),
    /** 1 for the request's first file, then 2, 3 …: the ' (2)' of the download name, never reused. */
    sequence: integer('sequence'),
    /** The date the document bears (a payslip's period end, an ID's expiry), entered by whoever uploads. */
    document_date: date('document_date', { mode: 'string' }),
    /** A JPEG the browser can show and the zip carries, when the original cannot be (HEIC/HEIF); original kept. */
    preview_storage_key: text('preview_storage_key'),
    /** A small JPEG of an image or a PDF's first page, shown beside the file (documents/previews). */
    thumbnail_storage_key: text('thumbnail_storage_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_storage_key_uq').on(t.storage_key),
    index('files_adviser_purpose_idx').on(t.adviser_id, t.purpose, t.created_at).where(sql`${t.deleted_at} is null`),
    index('files_client_idx').on(t.client_id).where(sql`${t.deleted_at} is null`),
    index('files_request_idx').on(t.request_id, t.sequence).where(sql`${t.deleted_at} is null`),
  ],
);
