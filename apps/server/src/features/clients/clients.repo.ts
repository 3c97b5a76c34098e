import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advisers, applicationItems, clients, templates, users } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;

export async function updateClient(
  db: Db,
  clientId: number,
  set: PgUpdateSetSource<typeof clients>,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set(set)
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)))
    .returning();
  return row;
}

export async function insertClient(db: Db, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

/** The email of the client's portal sign-in, when there is a live one. */
export async function findClientUserEmail(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row?.email ?? null;
}

/** Soft delete (docs/engineering-guide.md §4); answers false when there was no live client. */
export async function softDeleteClient(db: Db, clientId: number, now: Date): Promise<boolean> {
  const row = await updateClient(db, clientId, { deleted_at: now, updated_at: now });
  return row !== undefined;
}

/** Soft-deletes a portal sign-in, so its email is free for another account. */
export async function softDeleteUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
}

/** "Clients past month" moves with each create, import and delete; the hourly refresh corrects any drift. */
export async function bumpRecentClients(db: Db, adviserId: number, delta: number): Promise<void> {
  await db
    .update(advisers)
    .set({ recent_clients_count: sql`greatest(0, ${advisers.recent_clients_count} + ${delta})` })
    .where(eq(advisers.id, adviserId));
}

/**
 * The adviser's most recent asset and liability templates' type lists (docs/spec/settings-billing-admin.md §3), when
 * they have any.
 */
export async function findLatestItemTemplates(db: Db, adviserId: number) {
  const latest = (type: 'asset' | 'liability') =>
    db
      .select({ data: templates.data })
      .from(templates)
      .where(and(eq(templates.adviser_id, adviserId), eq(templates.type, type), isNull(templates.deleted_at)))
      .orderBy(desc(templates.created_at), desc(templates.id))
      .limit(1);
  const [[asset], [liability]] = await Promise.all([latest('asset'), latest('liability')]);
  const names = (data: unknown[] | undefined) => (data ?? []).filter((v): v is string => typeof v === 'string');
  return { asset: names(asset?.data), liability: names(liability?.data) };
}

export async function insertItems(db: Db, rows: (typeof applicationItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(applicationItems).values(rows);
}
