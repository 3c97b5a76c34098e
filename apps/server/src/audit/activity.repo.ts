import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activity, users } from '../db/schema';

export interface ActivityEntry {
  action: string;
  actorUserId?: number | null;
  adviserId?: number | null;
  clientId?: number | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Appends to the audit trail (docs/engineering-guide.md §4); it also feeds the client activity timeline. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activity).values({
    action: entry.action,
    actor_user_id: entry.actorUserId ?? null,
    adviser_id: entry.adviserId ?? null,
    client_id: entry.clientId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}

/** Many entries in one statement, sent as one JSON parameter (the client import's, one or two per client). */
export async function recordActivities(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = JSON.stringify(
    entries.map((e) => ({
      action: e.action,
      actor_user_id: e.actorUserId ?? null,
      adviser_id: e.adviserId ?? null,
      client_id: e.clientId ?? null,
      detail: e.detail ?? null,
      ip: e.ip ?? null,
    })),
  );
  await db.execute(sql`
    insert into ${activity} (action, actor_user_id, adviser_id, client_id, detail, ip)
    select r.action, r.actor_user_id, r.adviser_id, r.client_id, r.detail, r.ip
    from jsonb_to_recordset(${json}::jsonb)
      as r(action text, actor_user_id int, adviser_id int, client_id int, detail jsonb, ip text)`);
}

/** Every event of one client's timeline, oldest first, with the actor's name and role (the client's data export). */
export async function listAllClientActivity(db: Db, clientId: number) {
  const rows = await db
    .select({
      action: activity.action,
      detail: activity.detail,
      ip: activity.ip,
      created_at: activity.created_at,
      actor_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actor_user_id))
    .where(eq(activity.client_id, clientId))
    .orderBy(asc(activity.created_at), asc(activity.id));
  return rows.map((r) => ({
    at: r.created_at.toISOString(),
    action: r.action,
    actor:
      r.actor_id === null
        ? null
        : { user_id: r.actor_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), role: r.role ?? '' },
    detail: r.detail ?? null,
    ip: r.ip ?? null,
  }));
}
