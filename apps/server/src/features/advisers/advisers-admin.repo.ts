import type { BrokerListQuery, TrialDuration } from '@brokerdesk/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advisers, users } from '../../db/schema';

export type AdviserKind = 'broker' | 'planner';

/** Dates are calendar days of the business time zone (config BUSINESS_TIMEZONE), not of UTC. */
export interface Clock {
  now: Date;
  timeZone: string;
}

const referrer = alias(advisers, 'referrer');
const referrerUser = alias(users, 'referrer_user');

const todayIn = (c: Clock) => sql`((${c.now.toISOString()}::timestamptz) at time zone ${c.timeZone}::text)::date`;

function rowColumns(c: Clock) {
  return {
    id: advisers.id,
    user_id: advisers.user_id,
    kind: advisers.kind,
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email,
    company: advisers.company,
    recent_clients_count: advisers.recent_clients_count,
    registered_at: sql<string>`to_char(${advisers.registered_at} at time zone ${c.timeZone}::text, 'YYYY-MM-DD')`,
    trial_end_date: advisers.trial_end_date,
    trial_ended: sql<boolean>`coalesce(${advisers.trial_end_date} < ${todayIn(c)}, false)`,
    paying: sql<boolean>`${advisers.is_paying}`,
    plan: advisers.plan,
    referrer_code: advisers.referrer_code,
    referrer_broker_id: referrer.id,
    referrer_first_name: referrerUser.first_name,
    referrer_last_name: referrerUser.last_name,
    source: advisers.source,
    suspended: advisers.suspended,
    free_access: advisers.free_access,
    recent_billing_date: advisers.recent_billing_date,
    subscription_status: advisers.subscription_status,
    created_at: advisers.created_at,
  };
}

function selectRows(db: Db, c: Clock, where: SQL | undefined) {
  return db
    .select(rowColumns(c))
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .leftJoin(referrer, and(eq(referrer.id, advisers.referrer_adviser_id), isNull(referrer.deleted_at)))
    .leftJoin(referrerUser, eq(referrerUser.id, referrer.user_id))
    .where(where);
}

export type AdviserListRow = Awaited<ReturnType<typeof selectRows>>[number];

const liveOfKind = (kind: AdviserKind, ...more: (SQL | undefined)[]) =>
  and(eq(advisers.kind, kind), isNull(advisers.deleted_at), ...more);

// ORDER BY only from an allow-list (docs/engineering-guide.md §6); each column has a (kind, column, id) index.
// PostgreSQL puts nulls last ascending and first descending, so one index serves both directions.
const SORT_COLUMNS = {
  name: advisers.sort_name,
  email: advisers.sort_email,
  recent_clients_count: advisers.recent_clients_count,
  registered_at: advisers.registered_at,
  trial_end_date: advisers.trial_end_date,
  paying: advisers.is_paying,
  referrer: advisers.referrer_code,
  source: advisers.source,
  created_at: advisers.created_at,
} satisfies Record<BrokerListQuery['orderBy'], unknown>;

export async function listAdviserRows(db: Db, c: Clock, kind: AdviserKind, q: BrokerListQuery) {
  // search_text is stored lowercased, so the trigram index serves the case-insensitive match.
  const search = q.query
    ? ilike(advisers.search_text, `%${q.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const where = liveOfKind(kind, search);
  const dir = q.orderType === 'asc' ? asc : desc;
  const order = [dir(SORT_COLUMNS[q.orderBy]), dir(advisers.id)];
  // The page's ids come from the sort index alone; only those rows are joined, so a deep page stays cheap.
  const pageIds = db
    .select({ id: advisers.id })
    .from(advisers)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [rows, totals] = await Promise.all([
    selectRows(db, c, inArray(advisers.id, pageIds)).orderBy(...order),
    db.select({ n: count() }).from(advisers).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findAdviserRow(db: Db, c: Clock, kind: AdviserKind, id: number) {
  const [row] = await selectRows(db, c, liveOfKind(kind, eq(advisers.id, id)));
  return row;
}

/** Every live adviser of a kind in id order, read in batches so an export holds one batch in memory. */
export async function* iterateAdviserRows(db: Db, c: Clock, kind: AdviserKind, batchSize = 500) {
  let lastId = 0;
  for (;;) {
    const batch = await selectRows(db, c, liveOfKind(kind, gt(advisers.id, lastId)))
      .orderBy(asc(advisers.id))
      .limit(batchSize);
    yield* batch;
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    lastId = last.id;
  }
}

/** Runs an update on one live adviser of the kind; false when there is none. */
async function updateLive(db: Db, kind: AdviserKind, id: number, set: PgUpdateSetSource<typeof advisers>, now: Date) {
  const updated = await db
    .update(advisers)
    .set({ ...set, updated_at: now })
    .where(liveOfKind(kind, eq(advisers.id, id)))
    .returning({ id: advisers.id });
  return updated.length > 0;
}

/**
 * docs/spec/core-and-application.md §4: granting free access clears suspension; withdrawing it leaves suspension as it
 * is.
 */
export function updateFreeAccess(db: Db, kind: AdviserKind, id: number, freeAccess: boolean, now: Date) {
  return updateLive(db, kind, id, freeAccess ? { free_access: true, suspended: false } : { free_access: false }, now);
}

/** docs/spec/core-and-application.md §4: suspending clears free access; un-suspending leaves free access off. */
export function updateSuspended(db: Db, kind: AdviserKind, id: number, suspended: boolean, now: Date) {
  return updateLive(db, kind, id, suspended ? { suspended: true, free_access: false } : { suspended: false }, now);
}

/**
 * Moves trial_end_date by the duration with PostgreSQL interval arithmetic, so months are calendar months
 * (31 Aug + 6 months = 28 Feb). A positive change to a trial that has ended, or never had an end, counts from
 * today; a negative change to no trial leaves none.
 */
export function updateTrialEnd(db: Db, c: Clock, kind: AdviserKind, id: number, duration: TrialDuration) {
  const today = todayIn(c);
  const from = duration.startsWith('-')
    ? sql`${advisers.trial_end_date}`
    : sql`greatest(coalesce(${advisers.trial_end_date}, ${today}), ${today})`;
  return updateLive(db, kind, id, { trial_end_date: sql`(${from} + ${duration}::interval)::date` }, c.now);
}

/** Clears the subscription (the billing module will also end it at the provider); the customer id stays. */
export function clearBilling(db: Db, kind: AdviserKind, id: number, now: Date) {
  return updateLive(
    db,
    kind,
    id,
    { plan: null, subscription_status: 'canceled', subscription_ends_at: null, recent_billing_date: null },
    now,
  );
}

/**
 * Soft delete (docs/engineering-guide.md §4): the adviser and their user get deleted_at; answers the user's id, or
 * undefined when there was no live adviser. Their clients keep their rows but can no longer sign in (users.repo
 * findUserWithLinks needs a live adviser).
 */
export async function softDeleteAdviser(db: Db, kind: AdviserKind, id: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(advisers)
    .set({ deleted_at: now, updated_at: now })
    .where(liveOfKind(kind, eq(advisers.id, id)))
    .returning({ userId: advisers.user_id });
  if (!row) return undefined;
  await db.update(users).set({ deleted_at: now, updated_at: now }).where(eq(users.id, row.userId));
  return row.userId;
}

/**
 * "Clients past month": live clients each live adviser added in the 30 days before `now`, in one statement
 * that writes only the rows whose count changed (run hourly by jobs/workers.ts).
 */
export async function refreshRecentClientCounts(db: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  await db.execute(sql`
    update advisers a set recent_clients_count = fresh.n
    from (
      select ad.id, count(c.id)::int as n
      from advisers ad
      left join clients c on c.adviser_id = ad.id and c.deleted_at is null
        and c.created_at > ${since}::timestamptz and c.created_at <= ${now.toISOString()}::timestamptz
      where ad.deleted_at is null
      group by ad.id
    ) fresh
    where a.id = fresh.id and a.recent_clients_count <> fresh.n`);
}
