import { and, asc, count, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, clients, taskDigests, tasks, users } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

/**
 * A rule's task: one per client and rule key (tasks_rule_uq), so the same rule firing on two instances, or firing
 * again, adds nothing. Answers whether a task was made.
 */
export async function insertRuleTask(
  db: Db,
  t: { adviserId: number; clientId: number; title: string; dueDate: string; ruleKey: string; userId?: number | null },
): Promise<boolean> {
  const made = await db
    .insert(tasks)
    .values({
      adviser_id: t.adviserId,
      client_id: t.clientId,
      title: t.title,
      due_date: t.dueDate,
      rule_key: t.ruleKey,
      created_by_user_id: t.userId ?? null,
    })
    .onConflictDoNothing({ target: [tasks.client_id, tasks.rule_key], where: sql`${tasks.rule_key} is not null` })
    .returning({ id: tasks.id });
  return made.length > 0;
}

export async function insertTask(db: Db, values: typeof tasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error('task insert returned no row');
  return row;
}

export async function updateTask(
  db: Db,
  taskId: number,
  clientId: number,
  set: Partial<typeof tasks.$inferInsert>,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set(set)
    .where(and(eq(tasks.id, taskId), eq(tasks.client_id, clientId)))
    .returning();
  return row;
}

export type TaskFilter = { adviserId: number; clientId?: number; due: 'today' | 'overdue' | 'all'; today: string };

function taskWhere(f: TaskFilter): SQL | undefined {
  return and(
    eq(tasks.adviser_id, f.adviserId),
    f.clientId === undefined ? undefined : eq(tasks.client_id, f.clientId),
    isNull(clients.deleted_at),
    f.due === 'today' ? and(eq(tasks.due_date, f.today), eq(tasks.done, false)) : undefined,
    f.due === 'overdue' ? and(lt(tasks.due_date, f.today), eq(tasks.done, false)) : undefined,
  );
}

/** Open tasks first, then by due date (overdue ones come before today's), then as made. */
export async function listTasks(db: Db, f: TaskFilter, page: { limit: number; offset: number }) {
  const where = taskWhere(f);
  const [rows, totals] = await Promise.all([
    db
      .select({ task: tasks, client_name: clients.display_name })
      .from(tasks)
      .innerJoin(clients, eq(clients.id, tasks.client_id))
      .where(where)
      .orderBy(asc(tasks.done), asc(tasks.due_date), asc(tasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tasks).innerJoin(clients, eq(clients.id, tasks.client_id)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Fixed rates that end within `days` of today, on live clients: the rate review rule's candidates. The rule key
 * names the expiry date, so a new fixed period later gets its own review.
 */
export async function findFixedRatesEnding(db: Db, today: string, until: string) {
  return db
    .select({ id: clients.id, adviser_id: clients.adviser_id, expires_on: clients.fixed_rate_expires_on })
    .from(clients)
    .where(
      and(
        isNull(clients.deleted_at),
        sql`${clients.fixed_rate_expires_on} is not null`,
        sql`${clients.fixed_rate_expires_on} >= ${today}`,
        sql`${clients.fixed_rate_expires_on} <= ${until}`,
      ),
    );
}

/** Advisers with open tasks due `today` on live clients: who gets a morning email. */
export async function findAdvisersWithTasksDue(db: Db, today: string) {
  return db
    .selectDistinct({ adviser_id: tasks.adviser_id })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.client_id))
    .where(and(eq(tasks.done, false), eq(tasks.due_date, today), isNull(clients.deleted_at)));
}

/** Claims one adviser's morning email for a day: true for the one caller that inserted the row. */
export async function claimTaskDigest(db: Db, adviserId: number, day: string): Promise<boolean> {
  const made = await db
    .insert(taskDigests)
    .values({ adviser_id: adviserId, day })
    .onConflictDoNothing()
    .returning({ adviser_id: taskDigests.adviser_id });
  return made.length > 0;
}

/** The adviser's login email and first name, for their morning email; null when suspended or gone. */
export async function findAdviserRecipient(db: Db, adviserId: number) {
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(and(eq(advisers.id, adviserId), isNull(users.deleted_at)));
  return row ?? null;
}
