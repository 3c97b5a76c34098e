import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advisers } from '../db/schema';

export type AdviserRow = typeof advisers.$inferSelect;
export type AdviserInsert = typeof advisers.$inferInsert;

// No 0/O or 1/I, so a code read out over the phone is not misheard.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function insertAdviser(
  db: Db,
  values: Omit<AdviserInsert, 'referral_code'> & { referral_code?: string },
): Promise<AdviserRow> {
  const [row] = await db
    .insert(advisers)
    .values({ ...values, referral_code: values.referral_code ?? newReferralCode() })
    .returning();
  if (!row) throw new Error('adviser insert returned no row');
  return row;
}

export async function findLiveAdviserByReferralCode(db: Db, code: string): Promise<AdviserRow | undefined> {
  const [row] = await db
    .select()
    .from(advisers)
    .where(and(eq(advisers.referral_code, code.trim().toUpperCase()), isNull(advisers.deleted_at)));
  return row;
}
