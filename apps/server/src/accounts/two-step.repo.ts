import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes, users } from '../db/schema';

/*
 * Two-step sign-in's rows (decision 044): the user's TOTP columns and their recovery codes. Every "use once" is one
 * statement, so two instances (or two tabs) can never both accept the same code.
 */

export async function setPendingTotpSecret(db: Db, userId: number, secretEnc: string, now: Date): Promise<void> {
  await db.update(users).set({ totp_pending_secret_enc: secretEnc, updated_at: now }).where(eq(users.id, userId));
}

/**
 * Moves the pending secret in place, as of the step of the code that confirmed it, and replaces the recovery codes;
 * false when two-step sign-in was turned on meanwhile (another tab).
 */
export async function enableTotp(
  db: Db,
  userId: number,
  input: { secretEnc: string; step: number; codeHashes: string[]; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(users)
      .set({
        totp_secret_enc: input.secretEnc,
        totp_pending_secret_enc: null,
        totp_enabled_at: input.now,
        totp_last_step: input.step,
        updated_at: input.now,
      })
      .where(and(eq(users.id, userId), isNull(users.totp_enabled_at)))
      .returning({ id: users.id });
    if (done.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx.insert(recoveryCodes).values(input.codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    return true;
  });
}

export async function disableTotp(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totp_secret_enc: null,
        totp_pending_secret_enc: null,
        totp_enabled_at: null,
        totp_last_step: null,
        updated_at: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  });
}

/** Records that a code of `step` was accepted, unless that step (or a later one) was already: then false (a replay). */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Spends one unused recovery code of the user; false when it is unknown or spent. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ used_at: now })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}
