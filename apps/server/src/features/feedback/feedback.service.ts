import type { FeedbackCreate, FeedbackItem, FeedbackList, FeedbackListQuery } from '@brokerdesk/contract';
import { requireAccess, requireRole } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { type FeedbackInsert, type FeedbackRow, findAdviserKind, insertFeedback, listFeedback } from './feedback.repo';

/* Feedback from brokers, planners and clients; the list is for administrators (docs/spec/settings-billing-admin.md §2 Feedback). */

/**
 * Records the message with the sender's names as they are now: a historical record, and the admin list sorts
 * on these columns without joins. A client's feedback carries their adviser as the broker.
 */
export async function createFeedback(ctx: ServiceContext, actor: Actor, input: FeedbackCreate): Promise<FeedbackItem> {
  const sender = await requireAccess(ctx, actor, { kind: 'feedback' }, 'send');
  const base = { user_id: actor.userId, message: input.message, created_at: ctx.now() };
  const values: FeedbackInsert =
    sender.side === 'adviser'
      ? {
          ...base,
          user_type: sender.role,
          adviser_id: sender.adviserId,
          broker_first_name: sender.first_name,
          broker_last_name: sender.last_name,
        }
      : {
          ...base,
          user_type: 'client',
          adviser_id: sender.adviserId,
          client_id: sender.clientId,
          broker_first_name: sender.adviser_first_name,
          broker_last_name: sender.adviser_last_name,
          client_first_name: sender.client_first_name,
          client_last_name: sender.client_last_name,
        };
  const row = await insertFeedback(ctx.db, values);
  return toItem({ ...row, adviser_kind: await findAdviserKind(ctx.db, row.adviser_id) });
}

export async function listFeedbackItems(
  ctx: ServiceContext,
  actor: Actor,
  query: FeedbackListQuery,
): Promise<FeedbackList> {
  requireRole(actor, 'admin');
  const { rows, total, totalCapped } = await listFeedback(ctx.db, query);
  return { feedback: rows.map(toItem), total, total_capped: totalCapped };
}

function toItem(row: FeedbackRow & { adviser_kind?: 'broker' | 'planner' | null }): FeedbackItem {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    user_type: row.user_type,
    broker_id: row.adviser_id,
    broker_kind: row.adviser_kind ?? null,
    broker_first_name: row.broker_first_name,
    broker_last_name: row.broker_last_name,
    client_id: row.client_id,
    client_first_name: row.client_first_name,
    client_last_name: row.client_last_name,
    message: row.message,
  };
}
