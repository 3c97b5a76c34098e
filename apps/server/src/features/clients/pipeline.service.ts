import {
  type BoardColumn,
  type BoardQuery,
  type DealSave,
  DEAL_STAGES,
  MESSAGES,
  type StageMove,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { updateClient } from './clients.repo';
import { clientAnswer } from './clients.service';
import { boardColumn } from './pipeline.repo';
import { insertRuleTask } from './tasks.repo';

/** Days after conditional approval by which the conditions should be chased. */
const CHASE_CONDITIONS_DAYS = 2;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * POST client/stage: moves a lodged deal to another stage (any to any: a deal may be declined or withdrawn at any
 * point, and a mistaken move is undone by moving back). The move is on the timeline with who and when; conditional
 * approval adds "Chase the conditions" once per deal.
 */
export async function moveStage(ctx: ServiceContext, actor: Actor, input: StageMove) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  if (client.status !== 'lodged') throw conflict(MESSAGES.stageNeedsLodgement);
  const from = client.stage ?? 'lodged';
  if (from !== input.stage) {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const row = await updateClient(tx, client.id, { stage: input.stage, updated_at: now });
      if (!row) throw notFound();
      await recordClientEvent(tx, row, actor, now, {
        action: 'stage_changed',
        detail: { from, to: input.stage },
        dataChanged: false,
      });
      if (input.stage === 'conditional') {
        await insertRuleTask(tx, {
          adviserId: row.adviser_id,
          clientId: row.id,
          title: MESSAGES.taskRuleChaseConditions,
          dueDate: addDays(businessToday(ctx), CHASE_CONDITIONS_DAYS),
          ruleKey: 'chase_conditions',
          userId: actor.userId,
        });
      }
    });
  }
  return clientAnswer(ctx, actor, client.id);
}

/** POST client/deal: the lender, loan amount, settlement date and fixed-rate expiry; only the fields sent change. */
export async function saveDeal(ctx: ServiceContext, actor: Actor, input: DealSave) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  const now = ctx.now();
  const set = {
    ...(input.lender !== undefined ? { lender: input.lender } : {}),
    ...(input.loan_amount_cents !== undefined ? { loan_amount_cents: input.loan_amount_cents } : {}),
    ...(input.settlement_date !== undefined ? { settlement_date: input.settlement_date } : {}),
    ...(input.fixed_rate_expires_on !== undefined ? { fixed_rate_expires_on: input.fixed_rate_expires_on } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    const row = await updateClient(tx, client.id, { ...set, updated_at: now });
    if (!row) throw notFound();
    await recordClientEvent(tx, row, actor, now, { action: 'deal_updated', detail: set, dataChanged: false });
  });
  return clientAnswer(ctx, actor, client.id);
}

/** GET client/board: one column (stage) of the adviser's board, one page; the web asks once per column. */
export async function readBoard(ctx: ServiceContext, actor: Actor, q: BoardQuery): Promise<BoardColumn> {
  const { adviserId } = await requireAccess(ctx, actor, { kind: 'client-list', adviserId: q.adviserId }, 'read');
  const { rows, total, loanTotalCents } = await boardColumn(ctx.db, adviserId, q);
  return {
    deals: rows.map((r) => ({
      id: r.id,
      name: r.name,
      stage: r.stage ?? DEAL_STAGES[0],
      lender: r.lender,
      loan_amount_cents: r.loan_amount_cents,
      settlement_date: r.settlement_date,
      last_activity_timestamp: r.last_activity_at.toISOString(),
    })),
    total,
    loan_total_cents: loanTotalCents,
  };
}
