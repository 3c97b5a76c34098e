import type { StripeEvent, StripeListQuery, StripeRow } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { findStripeEvent, listStripeEvents } from './stripe-events.repo';

/*
 * Webhook responses for administrators (docs/spec/settings-billing-admin.md §2 Admin-only screens). Storing is the
 * billing module's.
 */

/**
 * Rows in the shape the spec shows (docs/spec/settings-billing-admin.md §3 Webhook response row), built from the
 * indexed columns.
 */
export async function listWebhookResponses(
  ctx: ServiceContext,
  actor: Actor,
  query: StripeListQuery,
): Promise<{ rows: StripeRow[]; total: number }> {
  requireRole(actor, 'admin');
  const { rows, total } = await listStripeEvents(ctx.db, query);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      data: {
        type: r.type,
        data: { object: { customer: r.customer, email: r.email, customer_email: r.customer_email } },
      },
      account: r.adviser_id !== null && r.adviser_kind !== null ? { kind: r.adviser_kind, id: r.adviser_id } : null,
    })),
    total,
  };
}

export async function getWebhookResponse(ctx: ServiceContext, actor: Actor, id: string): Promise<StripeEvent> {
  requireRole(actor, 'admin');
  const row = await findStripeEvent(ctx.db, id);
  if (!row) throw notFound();
  return { id: row.id, type: row.type, received_at: row.received_at.toISOString(), data: row.data };
}
