import {
  MESSAGES,
  type Review,
  type ReviewCurrent,
  type ReviewDueDate,
  type ReviewDueQuery,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { updateClient } from './clients.repo';
import {
  closeReviewTask,
  confirmOpenReview,
  findLatestReview,
  findReviewsComingDue,
  insertOpenReview,
  listReviewsDue,
  loadReviewAnswers,
  type ReviewRow,
} from './reviews.repo';
import { insertRuleTask } from './tasks.repo';

/*
 * Annual reviews (docs/decisions/041-annual-reviews.md): the broker starts one from a lodged or settled client, which
 * keeps last year's answers as they are; the client confirms or changes the same application in the portal; the
 * changes and the review's report are the reports feature's (review-changes.ts), which reads the snapshot kept here.
 */

/** The "Annual review" task falls due on the review date, and is made this many days before it. */
export const REVIEW_TASK_DAYS = 14;

const ruleKeyOf = (dueOn: string) => `annual_review:${dueOn}`;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day a year on; 29 February falls on 1 March. */
export function addYear(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** When a client's next review falls: the date the broker set, else a year after settlement; null when neither. */
function nextDueOn(client: { review_due_on: string | null; settlement_date: string | null }): string | null {
  return client.review_due_on ?? (client.settlement_date ? addYear(client.settlement_date) : null);
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    client_id: row.client_id,
    status: row.status,
    due_on: row.due_on,
    started_at: row.started_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/**
 * POST review/start: a new review of the client's application, keeping every answer as it is now (last year's), so
 * the client can confirm or change them and the broker see what changed. One open review per client (409 for a
 * second, on any instance). The next review falls a year after the one this answers; its rule task is done.
 */
export async function startReview(ctx: ServiceContext, actor: Actor, clientId: number): Promise<{ review: Review }> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  if (client.status !== 'lodged') throw conflict(MESSAGES.reviewNeedsLodgement);
  if (client.stage === 'declined' || client.stage === 'withdrawn') throw conflict(MESSAGES.reviewClosedDeal);
  const now = ctx.now();
  const today = businessToday(ctx);
  const dueOn = nextDueOn(client) ?? today;
  const row = await ctx.db.transaction(async (tx) => {
    const snapshot = await loadReviewAnswers(tx, client.id);
    const review = await insertOpenReview(tx, {
      adviser_id: client.adviser_id,
      client_id: client.id,
      due_on: dueOn,
      snapshot,
      started_by_user_id: actor.userId,
      started_at: now,
    });
    if (!review) throw conflict(MESSAGES.reviewAlreadyOpen);
    const updated = await updateClient(tx, client.id, {
      review_due_on: addYear(dueOn > today ? dueOn : today),
      updated_at: now,
    });
    if (!updated) throw notFound();
    await closeReviewTask(tx, client.id, ruleKeyOf(dueOn), now);
    await recordClientEvent(tx, updated, actor, now, {
      action: 'review_started',
      detail: { review_id: review.id, due_on: dueOn },
      dataChanged: false,
    });
    return review;
  });
  return { review: toReview(row) };
}

/** GET review/current: the client's latest review (the portal asks whether one is open) and the next review date. */
export async function currentReview(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ReviewCurrent> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  const latest = await findLatestReview(ctx.db, client.id);
  return { review: latest ? toReview(latest) : null, next_due_on: nextDueOn(client) };
}

/**
 * POST review/confirm: the client (or the broker for them) confirms this year's answers; confirming again changes
 * nothing.
 */
export async function confirmReview(ctx: ServiceContext, actor: Actor, reviewId: number): Promise<{ review: Review }> {
  const { access, review } = await requireAccess(ctx, actor, { kind: 'review', id: reviewId }, 'change');
  if (review.status !== 'open') return { review: toReview(review) };
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const confirmed = await confirmOpenReview(tx, review.id, actor.userId, now);
    if (!confirmed) return review;
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'review_confirmed',
      detail: { review_id: review.id, by: access.isClientActor ? 'client' : 'adviser' },
      dataChanged: false,
    });
    return confirmed;
  });
  return { review: toReview(row) };
}

/** GET review/due: the adviser's clients whose review falls within `within` days, overdue ones first. */
export async function listDueReviews(ctx: ServiceContext, actor: Actor, q: ReviewDueQuery) {
  const { adviserId } = await requireAccess(ctx, actor, { kind: 'client-list', adviserId: q.adviserId }, 'read');
  const until = addDays(businessToday(ctx), q.within);
  const { rows, total } = await listReviewsDue(ctx.db, adviserId, until, q);
  return {
    reviews: rows.map((r) => ({ ...r, due_on: r.due_on ?? until })),
    total,
  };
}

/** POST review/due-date: the broker sets the next review's date, or clears it for a year after settlement. */
export async function setReviewDueDate(ctx: ServiceContext, actor: Actor, input: ReviewDueDate) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  if (client.review_due_on !== input.review_due_on) {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const row = await updateClient(tx, client.id, { review_due_on: input.review_due_on, updated_at: now });
      if (!row) throw notFound();
      await recordClientEvent(tx, row, actor, now, {
        action: 'review_date_set',
        detail: { due_on: input.review_due_on },
        dataChanged: false,
      });
    });
  }
  return currentReview(ctx, actor, client.id);
}

/**
 * The annual review rule, run on a schedule: a client whose review falls within REVIEW_TASK_DAYS (or is overdue) and
 * has none open gets its "Annual review" task, due on the review date (or today, when found later). The rule key
 * names the date, so two instances, or two runs, make one task, and next year's review gets its own.
 */
export async function createAnnualReviewTasks(ctx: ServiceContext): Promise<number> {
  const today = businessToday(ctx);
  let made = 0;
  for (const c of await findReviewsComingDue(ctx.db, addDays(today, REVIEW_TASK_DAYS))) {
    if (c.due_on === null) continue;
    const isNew = await insertRuleTask(ctx.db, {
      adviserId: c.adviser_id,
      clientId: c.id,
      title: MESSAGES.taskRuleAnnualReview,
      dueDate: c.due_on < today ? today : c.due_on,
      ruleKey: ruleKeyOf(c.due_on),
    });
    if (isNew) made += 1;
  }
  return made;
}
