import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { clients } from './clients';
import { timestamps, users } from './users';

/**
 * One client's application in a lodgement system (decision 021): one row per client and target, so a retried or
 * double-clicked upload finds the deal it made before (`remote_id`) and updates it instead of making another.
 * `idempotency_key` goes with every create, so a create whose answer was lost is not repeated by the remote side.
 * `state`: queued → running → done, or failed (a refusal not worth retrying: bad credentials, a refused field).
 * `step` is what the page shows while it runs.
 */
export const lodgements = pgTable(
  'lodgements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adviser_id: integer('adviser_id')
      .notNull()
      .references(() => advisers.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    target: text('target').notNull().default('http'),
    idempotency_key: text('idempotency_key').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    step: text('step', { enum: ['preparing', 'sending-data', 'sending-documents', 'done'] })
      .notNull()
      .default('preparing'),
    documents_sent: integer('documents_sent').notNull().default(0),
    documents_total: integer('documents_total').notNull().default(0),
    /** Files already attached to the remote deal: a resumed job skips them. */
    sent_file_ids: jsonb('sent_file_ids').$type<number[]>().notNull().default([]),
    /** The deal's id in the lodgement system (updates go to it) and the reference shown to the broker. */
    remote_id: text('remote_id'),
    remote_reference: text('remote_reference'),
    remote_url: text('remote_url'),
    error_code: text('error_code'),
    error_message: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id),
    /** The last successful upload. */
    lodged_at: timestamp('lodged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lodgements_client_target_uq').on(t.client_id, t.target),
    index('lodgements_adviser_idx').on(t.adviser_id, t.lodged_at),
  ],
);
