import { FEEDBACK_SEARCH_COUNT_CAP, type FeedbackListQuery } from '@brokerdesk/contract';
import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, feedback } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackInsert = typeof feedback.$inferInsert;

export async function insertFeedback(db: Db, values: FeedbackInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

/** Whether a live adviser is a broker or a planner (the link to their account); null once deleted. */
export async function findAdviserKind(db: Db, adviserId: number | null): Promise<'broker' | 'planner' | null> {
  if (adviserId === null) return null;
  const [row] = await db
    .select({ kind: advisers.kind })
    .from(advisers)
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  return row?.kind ?? null;
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
      .select({
        ...getTableColumns(feedback),
        // Whether the adviser is a broker or a planner, for the link to their account; null once they are deleted.
        adviser_kind: sql<
          'broker' | 'planner' | null
        >`(select ${advisers.kind} from ${advisers} where ${advisers.id} = ${feedback.adviser_id} and ${advisers.deleted_at} is null)`,
      })
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
