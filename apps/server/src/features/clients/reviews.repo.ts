import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { loadApplicationRows } from '../../application-rows.repo';
import type { Db } from '../../db/client';
import { clients, type ReviewAnswers, reviews, tasks } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** Every answer of one client's application as it stands: the snapshot a review keeps of last year. */
export async function loadReviewAnswers(db: Db, clientId: number): Promise<ReviewAnswers> {
  const { applicants: applicantRows, items: itemRows, sections: sectionRows } = await loadApplicationRows(db, clientId);
  const sections: ReviewAnswers['sections'] = {};
  for (const s of sectionRows) sections[s.section] = s.data;
  return { applicants: applicantRows, items: itemRows, sections };
}

/** A new open review; undefined when the client has one open already (reviews_open_uq), on any instance. */
export async function insertOpenReview(
  db: Db,
  values: Pick<
    typeof reviews.$inferInsert,
    'adviser_id' | 'client_id' | 'due_on' | 'snapshot' | 'started_by_user_id'
  > & {
    started_at: Date;
  },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.client_id, where: sql`${reviews.status} = 'open'` })
    .returning();
  return row;
}

export async function findLatestReview(db: Db, clientId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.client_id, clientId))
    .orderBy(desc(reviews.started_at), desc(reviews.id))
    .limit(1);
  return row;
}

/** Confirms an open review; undefined when it was confirmed already. */
export async function confirmOpenReview(db: Db, reviewId: number, userId: number, now: Date) {
  const [row] = await db
    .update(reviews)
    .set({ status: 'confirmed', confirmed_at: now, confirmed_by_user_id: userId })
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'open')))
    .returning();
  return row;
}

/** The next review date of a client: the date the broker set (or a started review set), else a year after settlement. */
export const reviewDueOn = sql<
  string | null
>`coalesce(${clients.review_due_on}, (${clients.settlement_date} + interval '1 year')::date)::text`;

/** Clients that have an annual review: lodged deals not declined or withdrawn, live and not archived. */
const REVIEWABLE_STAGES = ['lodged', 'conditional', 'unconditional', 'settled'] as const;
function dueWhere(until: string, adviserId?: number): SQL | undefined {
  return and(
    adviserId === undefined ? undefined : eq(clients.adviser_id, adviserId),
    isNull(clients.deleted_at),
    eq(clients.client_type, 'active'),
    eq(clients.status, 'lodged'),
    inArray(clients.stage, [...REVIEWABLE_STAGES]),
    lte(sql`coalesce(${clients.review_due_on}, (${clients.settlement_date} + interval '1 year')::date)`, until),
    sql`not exists (select 1 from ${reviews} where ${reviews.client_id} = ${clients.id} and ${reviews.status} = 'open')`,
  );
}

/** One adviser's clients whose review falls on or before `until` (overdue ones included), soonest first. */
export async function listReviewsDue(
  db: Db,
  adviserId: number,
  until: string,
  page: { limit: number; offset: number },
) {
  const where = dueWhere(until, adviserId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        client_id: clients.id,
        client_name: clients.display_name,
        due_on: reviewDueOn,
        settlement_date: clients.settlement_date,
      })
      .from(clients)
      .where(where)
      .orderBy(
        asc(sql`coalesce(${clients.review_due_on}, (${clients.settlement_date} + interval '1 year')::date)`),
        asc(clients.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every adviser's clients whose review falls on or before `until`: the annual review rule's candidates. */
export async function findReviewsComingDue(db: Db, until: string) {
  return db
    .select({ id: clients.id, adviser_id: clients.adviser_id, due_on: reviewDueOn })
    .from(clients)
    .where(dueWhere(until));
}

/** A started review closes the annual review rule's task for the date it answers. */
export async function closeReviewTask(db: Db, clientId: number, ruleKey: string, now: Date): Promise<void> {
  await db
    .update(tasks)
    .set({ done: true, done_at: now, updated_at: now })
    .where(and(eq(tasks.client_id, clientId), eq(tasks.rule_key, ruleKey), eq(tasks.done, false)));
}
