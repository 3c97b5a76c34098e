import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { advisers, clientLogins, clients, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)));
  return row;
}

/** Whether any of these addresses is a live account's login email. */
export async function anyLiveUserWithEmail(db: Db, emails: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, [...emails]), isNull(users.deleted_at)))
    .limit(1);
  return row !== undefined;
}

export async function findLiveUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return row;
}

export async function insertUser(
  db: Db,
  values: Pick<UserRow, 'email' | 'role' | 'first_name' | 'last_name'> & {
    password_hash: string | null;
    /** Set for accounts whose address needs no link (decision 016); a sign-up leaves it null until verified. */
    email_verified_at?: Date | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** The client record of a client user made by the operator's command (`npm run user:create -- --role client`). */
export async function insertClientOfUser(db: Db, adviserId: number, userId: number): Promise<void> {
  await db.insert(clients).values({ adviser_id: adviserId, user_id: userId });
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
}

/** The login email is proven (its link was followed, or the account needs none). */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ email_verified_at: now, updated_at: now }).where(eq(users.id, userId));
}

/** A confirmed change of login email: the new address, proven by the link that was followed. */
export async function setLoginEmail(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, email_verified_at: now, updated_at: now }).where(eq(users.id, userId));
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
}

const clientAdviser = alias(advisers, 'client_adviser');

/** What toUserWithLinks reads; select these beside a query's own columns, then joinUserLinks. */
export const userLinkColumns = {
  user: users,
  adviserId: advisers.id,
  clientId: clients.id,
  clientAdviserId: clientAdviser.id,
  loginApplicantId: clientLogins.applicant_id,
};

/** A row of userLinkColumns (the joined links are null when absent). */
export interface UserLinkRow {
  user: UserRow;
  adviserId: number | null;
  clientId: number | null;
  clientAdviserId: number | null;
  /** The applicant a sign-in of the application's other people is (client_logins); null for the primary's. */
  loginApplicantId: number | null;
}

/**
 * Joins a query that reads `users` to the live adviser or client row the user acts through, and keeps live users
 * matching `where` only. One definition for every lookup of who may act (findUserWithLinks, the session lookup
 * of each request), so the rules of toUserWithLinks cannot drift apart.
 */
export function joinUserLinks<T extends PgSelect>(query: T, where: SQL | undefined) {
  return query
    .leftJoin(advisers, and(eq(advisers.user_id, users.id), isNull(advisers.deleted_at)))
    .leftJoin(clientLogins, eq(clientLogins.user_id, users.id))
    .leftJoin(
      clients,
      and(
        or(eq(clients.user_id, users.id), eq(clients.id, clientLogins.client_id)),
        isNull(clients.deleted_at),
        isNull(clients.access_revoked_at),
      ),
    )
    .leftJoin(clientAdviser, and(eq(clientAdviser.id, clients.adviser_id), isNull(clientAdviser.deleted_at)))
    .where(and(isNull(users.deleted_at), where));
}

/**
 * The user with the adviser or client row they act through. A client whose adviser was deleted, or an adviser
 * whose row was deleted, has no live link, and `canSignIn` is false (broker delete); so has a client
 * whose portal access the adviser revoked, which also refuses their sessions and password resets.
 */
export function toUserWithLinks(row: UserLinkRow) {
  const { user } = row;
  const canSignIn =
    user.role === 'admin' ||
    ((user.role === 'broker' || user.role === 'planner') && row.adviserId !== null) ||
    (user.role === 'client' && row.clientId !== null && row.clientAdviserId !== null);
  return {
    user,
    adviserId: row.adviserId,
    clientId: row.clientAdviserId !== null ? row.clientId : null,
    clientAdviserId: row.clientAdviserId,
    applicantId: row.clientAdviserId !== null ? row.loginApplicantId : null,
    canSignIn,
  };
}

export async function findUserWithLinks(db: Db, userId: number) {
  const [row] = await joinUserLinks(db.select(userLinkColumns).from(users).$dynamic(), eq(users.id, userId));
  return row ? toUserWithLinks(row) : undefined;
}

export type UserWithLinks = ReturnType<typeof toUserWithLinks>;
