import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, applicants, clients, users } from '../../db/schema';

/** The primary applicant's answers: the invitation goes to their email, addressed by their first name. */
export async function findPrimaryApplicantData(db: Db, clientId: number) {
  const [row] = await db
    .select({ data: applicants.data })
    .from(applicants)
    .where(and(eq(applicants.client_id, clientId), eq(applicants.is_primary, true), isNull(applicants.deleted_at)));
  return row?.data ?? {};
}

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
