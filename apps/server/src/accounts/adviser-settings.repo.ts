import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advisers, users } from '../db/schema';

export type AdviserSettingsRow = typeof advisers.$inferSelect;
export type AdviserSettingsUpdate = Partial<Omit<typeof advisers.$inferInsert, 'id' | 'user_id' | 'kind'>>;
export type UserNamesUpdate = Partial<Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'email'>>;

/** The live adviser row, locked until the transaction ends so a check of `previous` and the write are one step. */
export async function lockAdviserRow(db: Db, id: number): Promise<AdviserSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(advisers)
    .where(and(eq(advisers.id, id), isNull(advisers.deleted_at)))
    .for('update');
  return row;
}

export async function updateAdviserSettings(db: Db, id: number, values: AdviserSettingsUpdate, now: Date) {
  await db
    .update(advisers)
    .set({ ...values, updated_at: now })
    .where(eq(advisers.id, id));
}

export async function lockUserRow(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .for('update');
  return row;
}

export async function updateUserNames(db: Db, userId: number, values: UserNamesUpdate, now: Date) {
  await db
    .update(users)
    .set({ ...values, updated_at: now })
    .where(eq(users.id, userId));
}
