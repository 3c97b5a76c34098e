import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicants, clients } from '../../../db/schema';

/*
 * The applicants' part of the client row: the client list shows and searches a client by its applicants' names,
 * emails and phones (docs/decisions/008), so every change to the applicants refreshes these columns.
 */

/**
 * An applicant's name as lists show it, in SQL: the twin of the contract's applicantName, which the applicant
 * summaries use (applicant-dto.ts), so the list's name and the summaries agree. A person's first and last names, a
 * company's or trust's name; '' when unnamed.
 */
const applicantNameSql = sql<string>`
  case when ${applicants.type} = 'person'
    then trim(concat_ws(' ',
      nullif(trim(${applicants.data}->>'first_name'), ''), nullif(trim(${applicants.data}->>'last_name'), '')))
    else coalesce(trim(${applicants.data}->>'name'), '') end`;

// A phone is searchable as its E.164 digits and, for Australian numbers, as the national digits people type
// (0412…), so "0412 345" and "+61 412 345" both find it once the query is reduced to digits
// (clients/client-list.repo.ts).
const phoneSearchSql = (key: string) => sql`
  nullif(regexp_replace(${applicants.data}->>${key}, '\\D', '', 'g'), ''),
  case when ${applicants.data}->>${key} like '+61%'
    then '0' || substr(regexp_replace(${applicants.data}->>${key}, '\\D', '', 'g'), 3) end`;

/**
 * Recomputes the client list's derived columns (docs/decisions/008) from the live applicants, in one statement:
 * display_name is the primary applicant's name, sort_name its lowercase, search_text the lowercase names, emails
 * and phones of every applicant (contract APPLICANT_DERIVED_KEYS). Rows whose values did not change are not
 * written. Call it after any change to those keys, or to the applicants themselves.
 */
export async function refreshClientsDerived(db: Db, clientIds: readonly number[]): Promise<void> {
  if (clientIds.length === 0) return;
  const ids = sql`${`{${clientIds.join(',')}}`}::int[]`;
  await db.execute(sql`
    update ${clients} c set display_name = d.display_name, sort_name = lower(d.display_name), search_text = d.search_text
    from (
      select ${applicants.client_id} as client_id,
        coalesce(max(case when ${applicants.is_primary} then ${applicantNameSql} end), '') as display_name,
        coalesce(lower(string_agg(nullif(concat_ws(' ',
          ${applicants.data}->>'first_name', ${applicants.data}->>'middle_name', ${applicants.data}->>'last_name',
          ${applicants.data}->>'preferred_name', ${applicants.data}->>'name', ${applicants.data}->>'trading_name',
          ${applicants.data}->>'email', ${phoneSearchSql('phone_mobile')}, ${phoneSearchSql('phone')}
        ), ''), ' ' order by ${applicants.position}, ${applicants.id})), '') as search_text
      from ${applicants}
      where ${applicants.client_id} = any(${ids}) and ${applicants.deleted_at} is null
      group by ${applicants.client_id}
    ) d
    where c.id = d.client_id
      and (c.display_name, c.search_text) is distinct from (d.display_name, d.search_text)`);
}

/** The one-client form the applicant and field saves call after a name, email or phone changes. */
export function refreshClientDerived(db: Db, clientId: number): Promise<void> {
  return refreshClientsDerived(db, [clientId]);
}
