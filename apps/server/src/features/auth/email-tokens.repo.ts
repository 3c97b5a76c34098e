import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

/** The single-use links that prove a login email: a new account's address, or the new address of a change. */
export type EmailTokenPurpose = 'email_verify' | 'email_change';

export async function insertEmailToken(
  db: Db,
  values: {
    user_id: number;
    purpose: EmailTokenPurpose;
    token_hash: string;
    expires_at: Date;
    new_email?: string | null;
  },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/**
 * Marks a verification or change link used and answers what it was for, or undefined when it is unknown, used
 * or expired. One statement, so two clicks on one link cannot both succeed.
 */
export async function consumeEmailToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        inArray(userTokens.purpose, ['email_verify', 'email_change']),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .returning({ userId: userTokens.user_id, purpose: userTokens.purpose, newEmail: userTokens.new_email });
  return row as { userId: number; purpose: EmailTokenPurpose; newEmail: string | null } | undefined;
}

/** The address a change of login email waits to move to, while its link still works. */
export async function findPendingEmailChange(db: Db, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: userTokens.new_email })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.user_id, userId),
        eq(userTokens.purpose, 'email_change'),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .orderBy(desc(userTokens.id))
    .limit(1);
  return row?.newEmail ?? null;
}
