import type { BoardQuery } from '@brokerdesk/contract';
import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { searchPattern } from './client-list.repo';

/**
 * One column of an adviser's board: a page of the active deals at one stage, newest activity first, with the
 * column's count and loan total. Reads the (adviser_id, stage, last_activity_at, id) index, one column at a time.
 */
export async function boardColumn(db: Db, adviserId: number, q: BoardQuery) {
  const pattern = searchPattern(q.query);
  const where = and(
    eq(clients.adviser_id, adviserId),
    eq(clients.stage, q.stage),
    eq(clients.client_type, 'active'),
    isNull(clients.deleted_at),
    pattern === null ? undefined : like(clients.search_text, pattern),
  );
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: clients.id,
        name: clients.display_name,
        stage: clients.stage,
        lender: clients.lender,
        loan_amount_cents: clients.loan_amount_cents,
        settlement_date: clients.settlement_date,
        last_activity_at: clients.last_activity_at,
      })
      .from(clients)
      .where(where)
      .orderBy(desc(clients.last_activity_at), desc(clients.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count(), loan: sql<string>`coalesce(sum(${clients.loan_amount_cents}), 0)` })
      .from(clients)
      .where(where),
  ]);
  return { rows, total: sums?.total ?? 0, loanTotalCents: Number(sums?.loan ?? 0) };
}
