import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import type { FieldData } from './applications';
import { clients } from './clients';
import { users } from './users';

/**
 * Every answer of one client's application at one moment (docs/decisions/041-annual-reviews.md): its applicants, its
 * list items and its one-per-client pages, by row id, as the application's tables hold them.
 */
export interface ReviewAnswers {
  applicants: { id: number; type: 'person' | 'company' | 'trust'; is_primary: boolean; data: FieldData }[];
  items: {
    id: number;
    applicant_id: number | null;
    section: 'address' | 'employment' | 'other_income' | 'asset' | 'liability' | 'third_party';
    kind: string;
    data: FieldData;
  }[];
  sections: Partial<Record<'requirement' | 'expense' | 'risk_profile' | 'asset' | 'liability', FieldData>>;
}

/**
 * An annual review of a lodged or settled client's application: last year's answers kept as they were when it
 * started (`snapshot`), while the client confirms or changes the live application. Open until the client (or the
 * broker) confirms it; one open review per client.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    status: text('status', { enum: ['open', 'confirmed'] })
      .notNull()
      .default('open'),
    /** The review date it answers (the client's due date when it started, or the start's own day). */
    due_on: date('due_on', { mode: 'string' }).notNull(),
    snapshot: jsonb('snapshot').$type<ReviewAnswers>().notNull(),
    started_by_user_id: integer('started_by_user_id').references(() => users.id),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    confirmed_by_user_id: integer('confirmed_by_user_id').references(() => users.id),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_open_uq').on(t.client_id).where(sql`${t.status} = 'open'`),
    index('reviews_client_idx').on(t.client_id, t.started_at),
  ],
);
