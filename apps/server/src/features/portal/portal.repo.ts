import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, clients, users } from '../../db/schema';

/** The live client a portal sign-in belongs to, while its adviser is live and its access is not revoked. */
export async function findPortalClientOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: clients.id, adviser_id: clients.adviser_id })
    .from(clients)
    .innerJoin(advisers, and(eq(advisers.id, clients.adviser_id), isNull(advisers.deleted_at)))
    .where(and(eq(clients.user_id, userId), isNull(clients.deleted_at), isNull(clients.access_revoked_at)));
  return row;
}

/** The portal sign-in follows the primary applicant's email and names. */
export async function updateUserIdentity(
  db: Db,
  userId: number,
  values: { email: string; first_name: string; last_name: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updated_at: now })
    .where(eq(users.id, userId));
}
