import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Resumable (tus) uploads not yet finished, one row per upload while its partial bytes are parked on the shared store
 * (docs/decisions/028-shared-resumable-uploads-and-quotas.md). The row names who may continue it and what it may
 * park, so the per-person caps and the sweep hold across instances; the bytes themselves live in the store.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** The tus upload id (32 hex digits, made by the server). */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The declared Upload-Length: what the upload may park at most. */
    size_bytes: integer('size_bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resumable_uploads_user_idx').on(t.user_id), index('resumable_uploads_created_idx').on(t.created_at)],
);

/**
 * The tus locker's leases (one row per locked upload): a request holds an upload while it renews its lease, and a
 * request on any instance that wants the upload asks the holder to let go by setting `release_requested`.
 */
export const uploadLocks = pgTable('upload_locks', {
  upload_id: text('upload_id').primaryKey(),
  /** A random id of the holding request. */
  holder: text('holder').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  release_requested: boolean('release_requested').notNull().default(false),
});
