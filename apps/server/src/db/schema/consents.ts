import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicants } from './applications';
import { clients } from './clients';
import { files } from './files';
import { users } from './users';

/**
 * A client's signed acceptance of one of their adviser's disclosure documents (the mail settings' default
 * attachments: privacy consent, credit guide), shown in the portal before the fact-find: who, when, from where, the
 * name they typed and the SHA-256 of the exact bytes they were shown. The file name is copied, as the adviser may
 * later replace the attachment.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    adviser_id: integer('adviser_id').notNull(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    document_name: text('document_name').notNull(),
    sha256: text('sha256').notNull(),
    accepted_by_user_id: integer('accepted_by_user_id')
      .notNull()
      .references(() => users.id),
    typed_name: text('typed_name').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consents_client_file_uq').on(t.client_id, t.file_id),
    index('consents_user_idx').on(t.accepted_by_user_id),
  ],
);

/**
 * The portal sign-ins of the application's other people (a partner, a director, a trustee), one per person applicant
 * invited with their own email. The primary applicant's sign-in stays `clients.user_id`. Each sees the pages the
 * broker chose for them and edits their own profile, not another's; a user has at most one such link, to one client.
 */
export const clientLogins = pgTable(
  'client_logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicant_id: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The pages this person sees, comma separated (a subset of the application's pages). */
    pages: text('pages').notNull(),
    invited_at: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_logins_user_uq').on(t.user_id),
    uniqueIndex('client_logins_applicant_uq').on(t.applicant_id),
    index('client_logins_client_idx').on(t.client_id),
  ],
);
