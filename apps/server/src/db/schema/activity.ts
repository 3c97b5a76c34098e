import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only audit of who did what (docs/engineering-guide.md §4): sign-ins, refusals, changes to client data. */
export const activity = pgTable(
  'activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: integer('actor_user_id'),
    adviser_id: integer('adviser_id'),
    client_id: integer('client_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_client_idx').on(t.client_id, t.created_at),
    index('activity_actor_idx').on(t.actor_user_id, t.created_at),
    // The firm-wide audit (audit/audit.repo.ts) pages newest first, filtered by type.
    index('activity_created_idx').on(t.created_at),
    index('activity_action_idx').on(t.action, t.created_at),
  ],
);
