import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activity, users } from '../../db/schema';

/** A client's timeline, newest first (activity_client_idx serves both the page and the count). */
export async function listClientActivity(db: Db, clientId: number, page: { limit: number; offset: number }) {
  const where = eq(activity.client_id, clientId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: activity.id,
        action: activity.action,
        detail: activity.detail,
        created_at: activity.created_at,
        actor_id: users.id,
        actor_first_name: users.first_name,
        actor_last_name: users.last_name,
        actor_role: users.role,
        actor_email: users.email,
      })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.actor_user_id))
      .where(where)
      .orderBy(desc(activity.created_at), desc(activity.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(activity).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type ClientActivityRow = Awaited<ReturnType<typeof listClientActivity>>['rows'][number];
