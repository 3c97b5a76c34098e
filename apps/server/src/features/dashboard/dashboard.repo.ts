import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

interface DashboardCounts {
  num_brokers: number;
  num_clients: number;
  num_emails: number;
  num_stripe_customers: number;
  num_mercury_brokers: number;
}

/**
 * The admin dashboard's counts (docs/spec/core-and-application.md §2 Admin dashboard), in one round trip. Deleted rows
 * are not counted.
 */
export async function countDashboardStats(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from advisers where kind = 'broker' and deleted_at is null) as num_brokers,
      -- A client of a deleted adviser is gone from every list, so it is not counted either.
      (select count(*)::int from clients c join advisers a on a.id = c.adviser_id
        where c.deleted_at is null and a.deleted_at is null) as num_clients,
      (select count(*)::int from emails) as num_emails,
      (select count(*)::int from advisers where stripe_customer_id is not null and deleted_at is null)
        as num_stripe_customers,
      -- "Brokers using the lodgement integration" (issue 14): lodgement configured and at least one successful upload.
      (select count(*)::int from advisers a
        where a.kind = 'broker' and a.deleted_at is null and a.lodge_api_key_enc is not null
          and exists (select 1 from lodgements l where l.adviser_id = a.id and l.lodged_at is not null))
        as num_mercury_brokers`);
  const [row] = rows<DashboardCounts>(result);
  if (!row) throw new Error('dashboard counts returned no row');
  return row;
}
