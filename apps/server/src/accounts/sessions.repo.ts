import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, userTokens } from '../db/schema';
import { joinUserLinks, toUserWithLinks, userLinkColumns } from './users.repo';

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

function sessionActorQuery(db: Db) {
  const query = db
    .select({
      session: { id: sessions.id, last_seen_at: sessions.last_seen_at, rotated_at: sessions.rotated_at },
      ...userLinkColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .$dynamic();
  const open = and(
    eq(sessions.token_hash, sql.placeholder('tokenHash')),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`),
  );
  return joinUserLinks(query, open).prepare('session_actor');
}

/** Built once per database: every request runs it, and a named statement is parsed once per connection. */
const sessionActorQueries = new WeakMap<Db, ReturnType<typeof sessionActorQuery>>();

/**
 * Who a bearer token acts as, in one statement: the session that is neither revoked nor past its absolute end,
 * with its live user and the adviser or client row they act through (users.repo joinUserLinks, whose rules
 * toUserWithLinks applies). Idle and rotation checks are the service's. Every API request runs this.
 */
export async function findSessionActor(db: Db, tokenHash: string, now: Date) {
  let query = sessionActorQueries.get(db);
  if (!query) {
    query = sessionActorQuery(db);
    sessionActorQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row ? { session: row.session, links: toUserWithLinks(row) } : undefined;
}

export async function findSessionById(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/**
 * Records that the session was used, unless that was recorded since `staleBefore`: concurrent requests that all
 * found it due write the row once, the others match nothing.
 */
export async function touchSession(db: Db, id: number, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: now })
    .where(and(eq(sessions.id, id), lt(sessions.last_seen_at, staleBefore)));
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
  values: {
    user_id: number;
    purpose: UserTokenPurpose;
    token_hash: string;
    expires_at: Date;
    /** Only for a change of login email: the address it moves to. */
    new_email?: string;
  },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** A single-use token as it stands, used or not, without using it: for a page that checks its link on opening. */
export async function findUserToken(db: Db, purpose: UserTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ userId: userTokens.user_id, usedAt: userTokens.used_at, expiresAt: userTokens.expires_at })
    .from(userTokens)
    .where(and(eq(userTokens.token_hash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/**
 * Marks a single-use token of one of these purposes used and answers what it was for, or undefined when it is
 * unknown, used or expired. One statement, so two clicks on one link cannot both succeed.
 */
export async function consumeUserTokenOf<P extends UserTokenPurpose>(
  db: Db,
  purposes: readonly P[],
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; purpose: P; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .returning({ userId: userTokens.user_id, purpose: userTokens.purpose, newEmail: userTokens.new_email });
  return row as { userId: number; purpose: P; newEmail: string | null } | undefined;
}

/** Marks a single-use token used and answers its user, or undefined when it is unknown, used or expired. */
export async function consumeUserToken(
  db: Db,
  purpose: UserTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  return (await consumeUserTokenOf(db, [purpose], tokenHash, now))?.userId;
}

/** The user of a live single-use token, without using it up (the sign-in ticket survives a wrong code). */
export async function findLiveUserToken(
  db: Db,
  purpose: UserTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userTokens.user_id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    );
  return row?.userId;
}

/**
 * A user's signed-in devices: sessions neither revoked, past their end, idle too long, nor replaced by a rotated
 * token (past its grace), newest use first.
 */
export async function listOpenSessions(
  db: Db,
  userId: number,
  opts: { now: Date; idleSince: Date; rotatedSince: Date },
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, opts.now),
        gt(sessions.last_seen_at, opts.idleSince),
        or(isNull(sessions.rotated_at), gt(sessions.rotated_at, opts.rotatedSince)),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.id))
    .limit(100);
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Earlier links of the same purpose stop working when a new one is sent. */
export async function expireUserTokens(db: Db, userId: number, purpose: UserTokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: now })
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
}
