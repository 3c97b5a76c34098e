import { asc, eq } from 'drizzle-orm';
import type { ClientExport } from '@brokerdesk/contract';
import type { Db } from '../../db/client';
import { clients, clientStrategies, reviews, tasks } from '../../db/schema';

/**
 * What client.json carries beyond the application: the deal, the adviser's tasks, the saved strategies and the annual
 * reviews with the answers each kept. Read from their tables here, so the export takes nothing from the features that
 * write them.
 */
export async function loadExportExtras(
  db: Db,
  clientId: number,
): Promise<Pick<ClientExport, 'deal' | 'tasks' | 'strategies' | 'reviews'>> {
  const [dealRows, taskRows, strategyRows, reviewRows] = await Promise.all([
    db
      .select({
        stage: clients.stage,
        lender: clients.lender,
        loan_amount_cents: clients.loan_amount_cents,
        settlement_date: clients.settlement_date,
        fixed_rate_expires_on: clients.fixed_rate_expires_on,
        review_due_on: clients.review_due_on,
      })
      .from(clients)
      .where(eq(clients.id, clientId)),
    db
      .select({
        title: tasks.title,
        due_date: tasks.due_date,
        done: tasks.done,
        done_at: tasks.done_at,
        created_at: tasks.created_at,
      })
      .from(tasks)
      .where(eq(tasks.client_id, clientId))
      .orderBy(asc(tasks.due_date), asc(tasks.id)),
    db
      .select({ key: clientStrategies.key, inputs: clientStrategies.inputs, saved_at: clientStrategies.saved_at })
      .from(clientStrategies)
      .where(eq(clientStrategies.client_id, clientId))
      .orderBy(asc(clientStrategies.key)),
    db
      .select({
        status: reviews.status,
        due_on: reviews.due_on,
        started_at: reviews.started_at,
        confirmed_at: reviews.confirmed_at,
        snapshot: reviews.snapshot,
      })
      .from(reviews)
      .where(eq(reviews.client_id, clientId))
      .orderBy(asc(reviews.started_at), asc(reviews.id)),
  ]);
  const deal = dealRows[0];
  return {
    deal: {
      stage: deal?.stage ?? null,
      lender: deal?.lender ?? '',
      loan_amount_cents: deal?.loan_amount_cents ?? null,
      settlement_date: deal?.settlement_date ?? null,
      fixed_rate_expires_on: deal?.fixed_rate_expires_on ?? null,
      review_due_on: deal?.review_due_on ?? null,
    },
    tasks: taskRows.map((t) => ({
      ...t,
      done_at: t.done_at ? t.done_at.toISOString() : null,
      created_at: t.created_at.toISOString(),
    })),
    strategies: strategyRows.map((s) => ({ ...s, saved_at: s.saved_at.toISOString() })),
    reviews: reviewRows.map((r) => ({
      status: r.status,
      due_on: r.due_on,
      started_at: r.started_at.toISOString(),
      confirmed_at: r.confirmed_at ? r.confirmed_at.toISOString() : null,
      last_year: { ...r.snapshot },
    })),
  };
}
