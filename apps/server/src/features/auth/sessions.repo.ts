import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, userTokens } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: {
    user_id: number;
    token_hash: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    ip?: string | null;
    user_agent?: string | null;
  },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** A token that is neither revoked nor past its absolute end; idle and rotation checks are the service's. */
export async function findOpenSessionByHash(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), gt(sessions.expires_at, now)));
  return row;
}

export async function findSessionById(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
}

export async function markSessionRotated(db: Db, id: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(sessions)
    .set({ rotated_at: now })
    .where(and(eq(sessions.id, id), isNull(sessions.rotated_at)))
    .returning({ id: sessions.id });
  return updated.length > 0;
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, id));
}

/** Ends every sign-in of a user, optionally keeping the one in use. */
export async function revokeUserSessions(db: Db, userId: number, now: Date, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(...conditions));
}

export type UserTokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

export async function insertUserToken(
  db: Db,
  values: { user_id: number; purpose: UserTokenPurpose; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** Marks a single-use token used and answers its user, or undefined when it is unknown, used or expired. */
export async function consumeUserToken(
  db: Db,
  purpose: UserTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .returning({ userId: userTokens.user_id });
  return row?.userId;
}

/** Earlier links of the same purpose stop working when a new one is sent. */
export async function expireUserTokens(db: Db, userId: number, purpose: UserTokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: now })
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
}
