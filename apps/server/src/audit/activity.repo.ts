import type { Db } from '../db/client';
import { activity } from '../db/schema';

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
