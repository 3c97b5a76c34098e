import { randomInt } from 'node:crypto';
import { MESSAGES, PRODUCT_NAME, RecoveryCodeSchema, TotpCodeSchema } from '@brokerdesk/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../config';
import type { ServiceContext } from '../context';
import { invalid } from '../errors';
import { decryptSecret } from '../secrets';
import { hashToken } from './tokens';
import { claimTotpStep, spendRecoveryCode } from './two-step.repo';
import type { UserRow } from './users.repo';

/*
 * Two-step sign-in (RFC 6238 TOTP through otplib; decision 044), below the features: sign-in checks a code, and so
 * do turning it off and one's own change of login email (the step-up), which live in two features.
 */

/** A code of the step before or after the server's clock is accepted too (phones drift). */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: PRODUCT_NAME, label: email, secret });
}

/** The time step a code of this secret matches now (within the tolerance), or null. */
export async function matchTotp(ctx: ServiceContext, secret: string, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(ctx.now().getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten random codes shown once (`xxxxx-xxxxx`); each is stored as the SHA-256 of its ten characters. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    let raw = '';
    for (let j = 0; j < 10; j++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    shown.push(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return { shown, hashes: shown.map((c) => hashRecoveryCode(c)) };
}

/** A recovery code as typed, without case, spaces or dashes, hashed. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.replace(/[\s-]+/g, '').toLowerCase());
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Whether the user's second factor holds: a TOTP code of a step later than the last one accepted (a code is good
 * once, on any instance), or an unused recovery code, which is then spent. The answer says which was used.
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  user: Pick<UserRow, 'id' | 'totp_secret_enc' | 'totp_last_step'>,
  factor: SecondFactor,
): Promise<'code' | 'recovery_code' | null> {
  if (!user.totp_secret_enc) return null;
  if ('recoveryCode' in factor) {
    return (await spendRecoveryCode(ctx.db, user.id, hashRecoveryCode(factor.recoveryCode), ctx.now()))
      ? 'recovery_code'
      : null;
  }
  const step = await matchTotp(ctx, decryptSecret(ctx.config, user.totp_secret_enc), factor.code);
  if (step === null || (user.totp_last_step !== null && step <= user.totp_last_step)) return null;
  return (await claimTotpStep(ctx.db, user.id, step)) ? 'code' : null;
}

/**
 * A code typed into one box (the step-up forms): six digits are a TOTP code, anything else is tried as a recovery
 * code. Answers the factor, or throws the form's field error.
 */
export function factorOfTyped(typed: string | undefined, field: string): SecondFactor {
  const totp = TotpCodeSchema.safeParse(typed ?? '');
  if (totp.success) return { code: totp.data };
  const recovery = RecoveryCodeSchema.safeParse(typed ?? '');
  if (recovery.success) return { recoveryCode: recovery.data };
  throw invalid(MESSAGES.mfaCodeNeeded, field);
}

/** Who must have two-step sign-in on before doing anything else (ADMIN_MFA, ADVISER_MFA). */
export function mfaEnrolmentDue(
  mfa: Config['mfa'],
  user: Pick<UserRow, 'role' | 'totp_enabled_at'>,
  isAdmin: boolean,
): boolean {
  if (user.totp_enabled_at) return false;
  if (isAdmin) return mfa.admins === 'required';
  if (user.role === 'broker' || user.role === 'planner') return mfa.advisers === 'required';
  return false;
}
