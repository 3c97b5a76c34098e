import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens } from '../db/schema';

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
