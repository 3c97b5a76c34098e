import { DOCUMENT_SOON_STALE_DAYS } from '@brokerdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export interface StaleCounts {
  /** Requests whose latest received file is past its validity rule. */
  stale: number;
  /** Requests whose latest received file goes stale within DOCUMENT_SOON_STALE_DAYS. */
  soonStale: number;
}

/**
 * For the broker's client list: per client, how many requests rest on a stale or soon-stale document. The same rule as
 * documentFreshness (the broker's extension over the catalogue's, 'none' off; 'age' counts days from the document
 * date, 'expiry' reads it as the last valid day), judged on each request's latest received file. One query for a page.
 */
export async function staleCountsOf(
  db: Db,
  adviserId: number,
  clientIds: number[],
  today: string,
): Promise<Map<number, StaleCounts>> {
  if (clientIds.length === 0) return new Map();
  const result = await db.execute(sql`
    with latest as (
      select distinct on (f.request_id) f.client_id, f.document_date,
        coalesce(e.validity_kind, t.validity_kind) as kind,
        case when e.validity_kind is not null then e.valid_days else t.valid_days end as days
      from files f
      join document_requests r on r.id = f.request_id and r.deleted_at is null
        and r.state in ('uploaded', 'accepted')
      join document_types t on t.id = r.document_type_id
      left join document_type_extensions e on e.document_type_id = t.id and e.adviser_id = r.adviser_id
      where f.adviser_id = ${adviserId} and f.client_id in (${sql.join(
        clientIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and f.purpose = 'document' and f.deleted_at is null and f.review_state in ('pending', 'accepted')
      order by f.request_id, f.sequence desc, f.id desc
    ),
    judged as (
      select client_id,
        case when kind = 'expiry' then document_date
             when kind = 'age' and days > 0 then document_date + days end as last_valid
      from latest where document_date is not null
    )
    select client_id,
      count(*) filter (where ${today}::date > last_valid)::int as stale,
      count(*) filter (where ${today}::date <= last_valid
        and ${today}::date > last_valid - ${DOCUMENT_SOON_STALE_DAYS}::int)::int as soon
    from judged where last_valid is not null
    group by client_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(rows.map((r) => [Number(r.client_id), { stale: Number(r.stale), soonStale: Number(r.soon) }]));
}
