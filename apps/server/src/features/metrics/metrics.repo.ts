import type { MetricName, MetricPoint } from '@brokerdesk/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { advisers, clients, emails, stripeEvents } from '../../db/schema';

/** Where each weekly metric comes from: the rows of one table, bucketed by one timestamp. */
interface MetricSource {
  table: PgTable;
  at: PgColumn;
  where: SQL;
  /** The week's value from its rows; a plain count unless stated. */
  value?: SQL;
}

// Deleted advisers and clients still count: they were new in their week (history does not change on delete).
const SOURCES: Record<MetricName, MetricSource> = {
  'new-brokers-per-week': { table: advisers, at: advisers.registered_at, where: eq(advisers.kind, 'broker') },
  'new-clients-per-week': { table: clients, at: clients.created_at, where: sql`true` },
  'emails-to-clients-per-week': { table: emails, at: emails.created_at, where: eq(emails.direction, 'to_client') },
  'emails-from-clients-per-week': { table: emails, at: emails.created_at, where: eq(emails.direction, 'from_client') },
  'stripe-subscriptions-per-week': {
    table: stripeEvents,
    at: stripeEvents.received_at,
    where: eq(stripeEvents.type, 'customer.subscription.created'),
  },
  // CLIENT_RESPONSE_RATE_DEFINITION (contract): of the clients invited that week, the share who have entered data.
  'client-response-rate': {
    table: clients,
    at: clients.invited_at,
    where: sql`true`,
    value: sql`round(100.0 * count(${clients.first_client_input_at}) / count(*), 1)`,
  },
};

/** The first Monday on or after 1 January of a year (a date). */
const firstMonday = (year: SQL) =>
  sql`(make_date(${year}, 1, 1) + ((8 - extract(isodow from make_date(${year}, 1, 1))::int) % 7))`;

/**
 * One point per week whose Monday falls in the year, weeks taken in the business time zone; a week without rows
 * is 0. Everything happens in SQL: the Mondays come from generate_series and the counts from one grouped scan
 * bounded by an index-friendly range on the timestamp.
 */
export async function weeklySeries(db: Db, name: MetricName, year: number, timeZone: string): Promise<MetricPoint[]> {
  const src = SOURCES[name];
  const y = sql`${year}::int`;
  const tz = sql`${timeZone}::text`;
  const result = await db.execute(sql`
    with bounds as (
      select ${firstMonday(y)} as first_day, ${firstMonday(sql`(${y} + 1)`)} as end_day
    ),
    weeks as (
      select gs::date as day
      from bounds, generate_series(bounds.first_day, bounds.end_day - 1, interval '1 week') as gs
    ),
    counts as (
      select date_trunc('week', ${src.at} at time zone ${tz})::date as day, ${src.value ?? sql`count(*)`} as value
      from ${src.table}, bounds
      where ${src.where}
        and ${src.at} >= (bounds.first_day::timestamp at time zone ${tz})
        and ${src.at} < (bounds.end_day::timestamp at time zone ${tz})
      group by 1
    )
    select to_char(weeks.day, 'YYYY-MM-DD') as day, coalesce(counts.value, 0)::float8 as value
    from weeks left join counts on counts.day = weeks.day
    order by weeks.day
  `);
  return rows<MetricPoint>(result).map((r) => ({ day: r.day, value: Number(r.value) }));
}

/** The earliest year, in the business time zone, with a row in any metric's source; null when there is none. */
export async function earliestMetricYear(db: Db, timeZone: string): Promise<number | null> {
  const firsts = Object.values(SOURCES).map((s) => sql`(select min(${s.at}) from ${s.table} where ${s.where})`);
  const result = await db.execute(sql`
    select extract(year from least(${sql.join(firsts, sql`, `)}) at time zone ${timeZone}::text)::int as year
  `);
  const year = rows<{ year: number | null }>(result)[0]?.year;
  return year === null || year === undefined ? null : Number(year);
}
