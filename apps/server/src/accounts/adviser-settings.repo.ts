import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { advisers, files, users } from '../db/schema';

export type AdviserSettingsRow = typeof advisers.$inferSelect;
export type AdviserSettingsUpdate = Partial<Omit<typeof advisers.$inferInsert, 'id' | 'user_id' | 'kind'>>;
export type UserNamesUpdate = Partial<Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'email'>>;

const logo = alias(files, 'logo_file');
const profileImage = alias(files, 'profile_image_file');

/**
 * A live adviser with what the settings pages show beside the row: the user's names and email, and the logo and
 * profile image files (a deleted file reads as none).
 */
export async function findAdviserDetailRow(db: Db, id: number) {
  const [row] = await db
    .select({
      adviser: advisers,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      logo: { id: logo.id, storage_key: logo.storage_key },
      profile_image: { id: profileImage.id, storage_key: profileImage.storage_key },
    })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .leftJoin(logo, and(eq(logo.id, advisers.logo_file_id), isNull(logo.deleted_at)))
    .leftJoin(profileImage, and(eq(profileImage.id, advisers.profile_image_file_id), isNull(profileImage.deleted_at)))
    .where(and(eq(advisers.id, id), isNull(advisers.deleted_at)));
  return row;
}

export type AdviserDetailRow = NonNullable<Awaited<ReturnType<typeof findAdviserDetailRow>>>;

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
