import { FEEDBACK_SEARCH_COUNT_CAP, type FeedbackListQuery } from '@brokerdesk/contract';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advisers, clients, feedback, users } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackInsert = typeof feedback.$inferInsert;

export interface PersonNames {
  first_name: string;
  last_name: string;
}

/** The live adviser's own names (the sender of a broker's or planner's feedback). */
export async function findAdviserNames(db: Db, adviserId: number): Promise<PersonNames | undefined> {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  return row;
}

/** A live client's own names with their adviser's id and names. */
export async function findClientWithAdviserNames(db: Db, clientId: number) {
  const clientUser = alias(users, 'client_user');
  const adviserUser = alias(users, 'adviser_user');
  const [row] = await db
    .select({
      adviser_id: clients.adviser_id,
      client_first_name: clientUser.first_name,
      client_last_name: clientUser.last_name,
      adviser_first_name: adviserUser.first_name,
      adviser_last_name: adviserUser.last_name,
    })
    .from(clients)
    .innerJoin(clientUser, eq(clientUser.id, clients.user_id))
    .innerJoin(advisers, eq(advisers.id, clients.adviser_id))
    .innerJoin(adviserUser, eq(adviserUser.id, advisers.user_id))
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)));
  return row;
}

export async function insertFeedback(db: Db, values: FeedbackInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

// ORDER BY only from an allow-list (docs/engineering-guide.md §6); each key has an index with id as the tie-breaker.
const SORT_COLUMNS = {
  date: feedback.created_at,
  'user-type': feedback.user_type,
  'broker-name': feedback.broker_sort_name,
  'client-name': feedback.client_sort_name,
} as const;

export async function listFeedback(db: Db, q: FeedbackListQuery) {
  // search_text is stored lowercased, so the trigram index serves the case-insensitive match.
  const where: SQL | undefined = q.query
    ? ilike(feedback.search_text, `%${q.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const dir = q.orderType === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[q.orderBy]), dir(feedback.id))
      .limit(q.limit)
      .offset(q.offset),
    // A search counts at most one past the cap (docs/decisions/006); the full list counts exactly off the index.
    where
      ? db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(feedback)
            .where(where)
            .limit(FEEDBACK_SEARCH_COUNT_CAP + 1)
            .as('matches'),
        )
      : db.select({ n: count() }).from(feedback),
  ]);
  const n = totals[0]?.n ?? 0;
  const totalCapped = where !== undefined && n > FEEDBACK_SEARCH_COUNT_CAP;
  return { rows, total: totalCapped ? FEEDBACK_SEARCH_COUNT_CAP : n, totalCapped };
}
