import type { AuditFilter } from '@brokerdesk/contract';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activity, clients, users } from '../db/schema';

/**
 * The firm-wide audit (decision 044) reads the one event store, the activity table, that the client timelines read
 * too. `adviserId` narrows it to the events of that adviser's clients (a broker's or a planner's own audit).
 */
export interface AuditScope {
  adviserId: number | null;
}

function conditions(scope: AuditScope, filter: AuditFilter, timeZone: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (scope.adviserId !== null) {
    where.push(
      inArray(
        activity.client_id,
        sql`(select ${clients.id} from ${clients} where ${clients.adviser_id} = ${scope.adviserId})`,
      ),
    );
  }
  if (filter.type) where.push(eq(activity.action, filter.type));
  if (filter.userId !== undefined) where.push(eq(activity.actor_user_id, filter.userId));
  if (filter.clientId !== undefined) where.push(eq(activity.client_id, filter.clientId));
  // Business days, both inclusive: from its midnight to the next day's, in the business's time zone.
  if (filter.from)
    where.push(gte(activity.created_at, sql`(${filter.from}::date)::timestamp at time zone ${timeZone}`));
  if (filter.to) where.push(lt(activity.created_at, sql`(${filter.to}::date + 1)::timestamp at time zone ${timeZone}`));
  return and(...where);
}

const columns = {
  id: activity.id,
  action: activity.action,
  created_at: activity.created_at,
  /** The stored instant to the microsecond (a Date keeps milliseconds): the export's keyset cursor. */
  at_exact: sql<string>`${activity.created_at}::text`,
  client_id: activity.client_id,
  adviser_id: activity.adviser_id,
  ip: activity.ip,
  detail: activity.detail,
  actor_id: users.id,
  actor_first_name: users.first_name,
  actor_last_name: users.last_name,
  actor_email: users.email,
  actor_role: users.role,
  client_name: clients.display_name,
  client_deleted_at: clients.deleted_at,
};

function selectEvents(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actor_user_id))
    .leftJoin(clients, eq(clients.id, activity.client_id))
    .where(where)
    .orderBy(desc(activity.created_at), desc(activity.id));
}

export type AuditRow = Awaited<ReturnType<typeof selectEvents>>[number];

export async function listAuditEvents(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter & { limit: number; offset: number },
  timeZone: string,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(scope, filter, timeZone);
  const [rows, totals] = await Promise.all([
    selectEvents(db, where).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(activity).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every event of the filter, newest first, a batch at a time: the export's memory stays flat. */
export async function* iterateAuditEvents(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  timeZone: string,
  batch = 500,
): AsyncGenerator<AuditRow> {
  const where = conditions(scope, filter, timeZone);
  // Keyset paging on (created_at, id): events recorded meanwhile neither repeat nor shift a batch.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${activity.created_at}, ${activity.id}) < (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const rows = await selectEvents(db, and(where, cursor)).limit(batch);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at_exact, id: last.id };
  }
}
