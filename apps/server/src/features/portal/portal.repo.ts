import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, clientLogins, clients, users } from '../../db/schema';

/**
 * The live client a portal sign-in belongs to, while its adviser is live and its access is not revoked: the primary
 * applicant's (`clients.user_id`) or another person's (`client_logins`, with the applicant they are).
 */
export async function findPortalClientOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      adviser_id: clients.adviser_id,
      access: clients.access,
      applicant_id: clientLogins.applicant_id,
    })
    .from(clients)
    .innerJoin(advisers, and(eq(advisers.id, clients.adviser_id), isNull(advisers.deleted_at)))
    .leftJoin(clientLogins, and(eq(clientLogins.client_id, clients.id), eq(clientLogins.user_id, userId)))
    .where(
      and(
        or(eq(clients.user_id, userId), eq(clientLogins.user_id, userId)),
        isNull(clients.deleted_at),
        isNull(clients.access_revoked_at),
      ),
    );
  return row;
}

/** The sign-in of one applicant, if they were invited with their own email. */
export async function findApplicantLogin(db: Db, clientId: number, applicantId: number) {
  const [row] = await db
    .select()
    .from(clientLogins)
    .where(and(eq(clientLogins.client_id, clientId), eq(clientLogins.applicant_id, applicantId)));
  return row;
}

export async function upsertApplicantLogin(
  db: Db,
  values: { client_id: number; applicant_id: number; user_id: number; pages: string; invited_at: Date },
): Promise<void> {
  await db
    .insert(clientLogins)
    .values(values)
    .onConflictDoUpdate({
      target: clientLogins.applicant_id,
      set: { user_id: values.user_id, pages: values.pages, invited_at: values.invited_at },
    });
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
