import {
  type ActivityItem,
  MESSAGES,
  type NoteAdd,
  type Task,
  type TaskListQuery,
  type TaskSave,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { tasksTodayEmail } from '../../mail/templates';
import { adviserHomeUrl } from '../../web-links';
import { listClientActivity } from './client-activity.repo';
import { toActivityItem } from './client-activity.service';
import {
  claimTaskDigest,
  findAdviserRecipient,
  findAdvisersWithTasksDue,
  findFixedRatesEnding,
  insertRuleTask,
  insertTask,
  listTasks,
  type TaskRow,
  updateTask,
} from './tasks.repo';

/** The "Rate review" task falls due this many days before a fixed rate ends. */
export const RATE_REVIEW_DAYS = 7;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function toTask(row: TaskRow, clientName: string): Task {
  return {
    id: row.id,
    client_id: row.client_id,
    client_name: clientName,
    title: row.title,
    due_date: row.due_date,
    done: row.done,
    is_automatic: row.rule_key !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** POST task/save: adds a task to a client, or changes one of its tasks (another client's task answers 404). */
export async function saveTask(ctx: ServiceContext, actor: Actor, input: TaskSave) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const saved =
      input.taskId === undefined
        ? await insertTask(tx, {
            adviser_id: client.adviser_id,
            client_id: client.id,
            title: input.title,
            due_date: input.due_date,
            done: input.done ?? false,
            done_at: input.done ? now : null,
            created_by_user_id: actor.userId,
          })
        : await updateTask(tx, input.taskId, client.id, {
            title: input.title,
            due_date: input.due_date,
            ...(input.done === undefined ? {} : { done: input.done, done_at: input.done ? now : null }),
            updated_at: now,
          });
    if (!saved) throw notFound();
    await recordClientEvent(tx, client, actor, now, {
      action: input.taskId === undefined ? 'task_added' : saved.done ? 'task_done' : 'task_changed',
      detail: { title: saved.title, due_date: saved.due_date },
      dataChanged: false,
    });
    return saved;
  });
  return { task: toTask(row, client.display_name) };
}

/** GET task/list: one client's tasks, or the adviser's own (the home's Today list); overdue before today. */
export async function listTaskPage(ctx: ServiceContext, actor: Actor, q: TaskListQuery) {
  let adviserId: number;
  if (q.clientId !== undefined) {
    const { client } = await requireAccess(ctx, actor, { kind: 'client', id: q.clientId }, 'adviser-only');
    adviserId = client.adviser_id;
  } else {
    adviserId = (await requireAccess(ctx, actor, { kind: 'client-list', adviserId: q.adviserId }, 'read')).adviserId;
  }
  const { rows, total } = await listTasks(
    ctx.db,
    { adviserId, clientId: q.clientId, due: q.due, today: businessToday(ctx) },
    q,
  );
  return { tasks: rows.map((r) => toTask(r.task, r.client_name)), total };
}

/** POST client/note: a plain-text note on the client's timeline, kept with its author and time. */
export async function addNote(ctx: ServiceContext, actor: Actor, input: NoteAdd): Promise<{ note: ActivityItem }> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  const now = ctx.now();
  const note = await ctx.db.transaction(async (tx) => {
    await recordClientEvent(tx, client, actor, now, {
      action: 'note_added',
      detail: { text: input.text },
      dataChanged: false,
    });
    const { rows } = await listClientActivity(tx, client.id, { limit: 1, offset: 0 });
    return rows[0];
  });
  if (!note) throw notFound();
  return { note: toActivityItem(note, ctx.config.adminEmails) };
}

/**
 * The rate review rule, run on a schedule: a fixed rate ending within RATE_REVIEW_DAYS gets its "Rate review" task,
 * due a week before it ends (or today, when found later). The rule key names the expiry, so two instances, or two
 * runs, make one task.
 */
export async function createRateReviewTasks(ctx: ServiceContext): Promise<number> {
  const today = businessToday(ctx);
  const ending = await findFixedRatesEnding(ctx.db, today, addDays(today, RATE_REVIEW_DAYS));
  let made = 0;
  for (const c of ending) {
    if (c.expires_on === null) continue;
    const due = addDays(c.expires_on, -RATE_REVIEW_DAYS);
    const isNew = await insertRuleTask(ctx.db, {
      adviserId: c.adviser_id,
      clientId: c.id,
      title: MESSAGES.taskRuleRateReview,
      dueDate: due < today ? today : due,
      ruleKey: `rate_review:${c.expires_on}`,
    });
    if (isNew) made += 1;
  }
  return made;
}

/**
 * The morning email, run on a schedule in the business time zone: each adviser with open tasks due today gets one
 * email listing them. The day's claim row makes it once per adviser and day, whatever the instances or retries.
 */
export async function sendMorningTaskEmails(ctx: ServiceContext): Promise<number> {
  const today = businessToday(ctx);
  let sent = 0;
  for (const { adviser_id } of await findAdvisersWithTasksDue(ctx.db, today)) {
    const to = await findAdviserRecipient(ctx.db, adviser_id);
    if (!to) continue;
    const { rows } = await listTasks(ctx.db, { adviserId: adviser_id, due: 'today', today }, { limit: 200, offset: 0 });
    if (rows.length === 0) continue;
    const mail = tasksTodayEmail({
      firstName: to.first_name,
      day: today,
      tasks: rows.map((r) => ({ title: r.task.title, clientName: r.client_name })),
      link: adviserHomeUrl(ctx.config.publicUrl),
    });
    // The claim first: of two instances (or a retried job), only the one that made the day's row sends.
    if (!(await claimTaskDigest(ctx.db, adviser_id, today))) continue;
    await queueEmail(ctx.db, ctx.jobs, {
      kind: 'tasks_today',
      to: to.email,
      from: ctx.config.mailFrom,
      ...mail,
      adviserId: adviser_id,
    });
    sent += 1;
  }
  return sent;
}
