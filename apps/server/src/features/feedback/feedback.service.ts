import type { FeedbackCreate, FeedbackItem, FeedbackList, FeedbackListQuery } from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../context';
import { forbidden } from '../../errors';
import { requireAdmin } from '../../permissions';
import {
  type FeedbackInsert,
  type FeedbackRow,
  findAdviserNames,
  findClientWithAdviserNames,
  insertFeedback,
  listFeedback,
} from './feedback.repo';

/* Feedback from brokers, planners and clients; the list is for administrators (docs/spec/settings-billing-admin.md §2 Feedback). */

/**
 * Records the message with the sender's names as they are now: a historical record, and the admin list sorts
 * on these columns without joins. A client's feedback carries their adviser as the broker.
 */
export async function createFeedback(ctx: ServiceContext, actor: Actor, input: FeedbackCreate): Promise<FeedbackItem> {
  const base = { user_id: actor.userId, message: input.message, created_at: ctx.now() };
  let values: FeedbackInsert;
  if ((actor.role === 'broker' || actor.role === 'planner') && actor.adviserId !== null) {
    const names = await findAdviserNames(ctx.db, actor.adviserId);
    if (!names) throw forbidden();
    values = {
      ...base,
      user_type: actor.role,
      adviser_id: actor.adviserId,
      broker_first_name: names.first_name,
      broker_last_name: names.last_name,
    };
  } else if (actor.role === 'client' && actor.clientId !== null) {
    const row = await findClientWithAdviserNames(ctx.db, actor.clientId);
    if (!row) throw forbidden();
    values = {
      ...base,
      user_type: 'client',
      adviser_id: row.adviser_id,
      client_id: actor.clientId,
      broker_first_name: row.adviser_first_name,
      broker_last_name: row.adviser_last_name,
      client_first_name: row.client_first_name,
      client_last_name: row.client_last_name,
    };
  } else {
    // An administrator account has no adviser or client to speak for.
    throw forbidden();
  }
  return toItem(await insertFeedback(ctx.db, values));
}

export async function listFeedbackItems(
  ctx: ServiceContext,
  actor: Actor,
  query: FeedbackListQuery,
): Promise<FeedbackList> {
  requireAdmin(actor);
  const { rows, total, totalCapped } = await listFeedback(ctx.db, query);
  return { feedback: rows.map(toItem), total, total_capped: totalCapped };
}

function toItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    user_type: row.user_type,
    broker_id: row.adviser_id,
    broker_first_name: row.broker_first_name,
    broker_last_name: row.broker_last_name,
    client_id: row.client_id,
    client_first_name: row.client_first_name,
    client_last_name: row.client_last_name,
    message: row.message,
  };
}
