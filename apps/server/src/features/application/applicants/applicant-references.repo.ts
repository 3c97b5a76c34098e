import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicants, applicationItems } from '../../../db/schema';
import type { ItemScope } from '../items.repo';

/**
 * What other rows of the client say about an applicant being deleted (contract field refs): a company's directors
 * and shareholders, a trust's trustee, and the owners of assets and liabilities. The deleted applicant leaves
 * those lists, so no answer points at someone who is no longer on the application (and the pages show the gap).
 * Only the rows of the scope's client and adviser are read or written (docs/engineering-guide.md §4 tenancy).
 */
export async function dropApplicantReferences(db: Db, scope: ItemScope, applicantId: number, now: Date) {
  const id = sql`to_jsonb(${applicantId}::int)`;
  const without = (name: string) => {
    const key = sql`${name}::text`;
    return sql`
    case when jsonb_typeof(${applicants.data}->${key}) = 'array'
      then jsonb_build_object(${key}, coalesce((select jsonb_agg(e) from jsonb_array_elements(${applicants.data}->${key}) e
        where e <> ${id}), '[]'::jsonb))
      else '{}'::jsonb end`;
  };
  await db
    .update(applicants)
    .set({
      data: sql`(${applicants.data} || ${without('director_ids')} || ${without('shareholder_ids')})
        - (case when ${applicants.data}->'trustee_applicant_id' = ${id} then 'trustee_applicant_id' else '' end)`,
      updated_at: now,
    })
    .where(
      sql`${applicants.client_id} = ${scope.clientId} and ${applicants.adviser_id} = ${scope.adviserId}
        and ${applicants.deleted_at} is null and (
        ${applicants.data}->'director_ids' @> jsonb_build_array(${id})
        or ${applicants.data}->'shareholder_ids' @> jsonb_build_array(${id})
        or ${applicants.data}->'trustee_applicant_id' = ${id})`,
    );
  await db
    .update(applicationItems)
    .set({
      data: sql`jsonb_set(${applicationItems.data}, '{owners}', coalesce((select jsonb_agg(o)
        from jsonb_array_elements(${applicationItems.data}->'owners') o where o->'applicant_id' <> ${id}), '[]'::jsonb))`,
      updated_at: now,
    })
    .where(
      sql`${applicationItems.client_id} = ${scope.clientId} and ${applicationItems.adviser_id} = ${scope.adviserId}
        and ${applicationItems.deleted_at} is null
        and ${applicationItems.data}->'owners' @> jsonb_build_array(jsonb_build_object('applicant_id', ${id}))`,
    );
}
