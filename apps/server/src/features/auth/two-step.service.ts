import { ApiError, type LoginTotp, MESSAGES, type TotpDisable } from '@brokerdesk/contract';
import QRCode from 'qrcode';
import { verifyPassword } from '../../accounts/passwords';
import { consumeUserToken, findLiveUserToken, insertUserToken } from '../../accounts/sessions.repo';
import { hashToken, newToken } from '../../accounts/tokens';
import {
  checkSecondFactor,
  factorOfTyped,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from '../../accounts/two-step';
import { disableTotp, enableTotp, setPendingTotpSecret } from '../../accounts/two-step.repo';
import { findLiveUserById, findUserWithLinks, touchLastLogin, type UserRow } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { decryptSecret, encryptSecret } from '../../secrets';
import { admitSignIn, forgiveSignIn, recordSignInFailure } from './auth-throttles';

/*
 * Two-step sign-in (decision 044): set-up with a QR code, the second step of a sign-in, and turning it off with the
 * password and a code. Every code attempt of a sign-in or a step-up counts in the sign-in limit of its email and
 * address, like a wrong password.
 */

/** How long the ticket between a right password and its code lives. */
const TICKET_MS = 5 * 60_000;

/** After a right password of an account with two-step sign-in: a ticket, and no session yet. */
export async function issueSignInTicket(ctx: ServiceContext, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await insertUserToken(ctx.db, {
    user_id: userId,
    purpose: 'mfa_login',
    token_hash: hash,
    expires_at: new Date(ctx.now().getTime() + TICKET_MS),
  });
  return token;
}

const ticketExpired = () => new ApiError('unauthenticated', MESSAGES.mfaTicketExpired, 'mfa_token');

/** The second step of a sign-in: the ticket and a code (or a recovery code) for the session's token. */
export async function finishSignIn(
  ctx: ServiceContext,
  input: LoginTotp,
  meta: RequestMeta,
  startSession: (userId: number) => Promise<string>,
): Promise<{ token: string }> {
  const ticketHash = hashToken(input.mfa_token);
  const userId = await findLiveUserToken(ctx.db, 'mfa_login', ticketHash, ctx.now());
  const user = userId === undefined ? undefined : await findLiveUserById(ctx.db, userId);
  if (!user) throw ticketExpired();
  const attempt = await admitSignIn(ctx, user.email, meta.ip);
  const links = await findUserWithLinks(ctx.db, user.id);
  const factor = input.recovery_code !== undefined ? { recoveryCode: input.recovery_code } : { code: input.code ?? '' };
  const used = links?.canSignIn ? await checkSecondFactor(ctx, user, factor) : null;
  if (!links || !used) {
    await recordSignInFailure(ctx, attempt, user);
    const field = 'recoveryCode' in factor ? 'recovery_code' : 'code';
    await recordActivity(ctx.db, {
      action: 'login_failed',
      actorUserId: user.id,
      detail: { email: user.email, step: field },
      ip: meta.ip,
    });
    const message = field === 'code' ? MESSAGES.mfaCodeInvalid : MESSAGES.mfaRecoveryCodeInvalid;
    throw new ApiError('unauthenticated', message, field);
  }
  // One statement: a ticket answers one session, even when two codes arrive together.
  if ((await consumeUserToken(ctx.db, 'mfa_login', ticketHash, ctx.now())) === undefined) throw ticketExpired();
  await forgiveSignIn(ctx, attempt);
  const token = await startSession(user.id);
  await touchLastLogin(ctx.db, user.id);
  const who = { actorUserId: user.id, adviserId: links.adviserId, clientId: links.clientId, ip: meta.ip };
  await recordActivity(ctx.db, { ...who, action: 'login', detail: { second_step: used } });
  if (used === 'recovery_code') await recordActivity(ctx.db, { ...who, action: 'mfa_recovery_code_used' });
  return { token };
}

async function ownUser(ctx: ServiceContext, actor: Actor): Promise<UserRow> {
  const user = await findLiveUserById(ctx.db, actor.userId);
  if (!user) throw notFound();
  return user;
}

/** A new secret waits for its first code; the QR code carries the otpauth URL for the authenticator app. */
export async function setUpTotp(ctx: ServiceContext, actor: Actor) {
  const user = await ownUser(ctx, actor);
  if (user.totp_enabled_at) throw conflict(MESSAGES.mfaAlreadyOn);
  const secret = newTotpSecret();
  await setPendingTotpSecret(ctx.db, user.id, encryptSecret(ctx.config, secret), ctx.now());
  const url = otpauthUrl(user.email, secret);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: url, qr_svg: qrSvg };
}

/** The first code proves the app holds the secret: two-step sign-in is on, and ten recovery codes are shown once. */
export async function enableTwoStep(ctx: ServiceContext, actor: Actor, code: string, meta: RequestMeta) {
  const user = await ownUser(ctx, actor);
  if (user.totp_enabled_at) throw conflict(MESSAGES.mfaAlreadyOn);
  if (!user.totp_pending_secret_enc) throw conflict(MESSAGES.mfaNotStarted);
  const step = await matchTotp(ctx, decryptSecret(ctx.config, user.totp_pending_secret_enc), code);
  if (step === null) throw invalid(MESSAGES.mfaCodeInvalid, 'code');
  const codes = newRecoveryCodes();
  const done = await enableTotp(ctx.db, user.id, {
    secretEnc: user.totp_pending_secret_enc,
    step,
    codeHashes: codes.hashes,
    now: ctx.now(),
  });
  if (!done) throw conflict(MESSAGES.mfaAlreadyOn);
  await recordActivity(ctx.db, {
    action: 'mfa_enabled',
    actorUserId: user.id,
    adviserId: actor.adviserId,
    ip: meta.ip,
  });
  return { recovery_codes: codes.shown };
}

/** The step-up: the password and a code (or a recovery code), each wrong one counted like a wrong sign-in. */
export async function disableTwoStep(ctx: ServiceContext, actor: Actor, input: TotpDisable, meta: RequestMeta) {
  const user = await ownUser(ctx, actor);
  if (!user.totp_enabled_at) throw conflict(MESSAGES.mfaNotOn);
  const attempt = await admitSignIn(ctx, user.email, meta.ip);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    await recordSignInFailure(ctx, attempt, user);
    throw invalid(MESSAGES.incorrectPassword, 'password');
  }
  if (!(await checkSecondFactor(ctx, user, factorOfTyped(input.code, 'code')))) {
    await recordSignInFailure(ctx, attempt, user);
    throw invalid(MESSAGES.mfaCodeInvalid, 'code');
  }
  await forgiveSignIn(ctx, attempt);
  await disableTotp(ctx.db, user.id, ctx.now());
  await recordActivity(ctx.db, {
    action: 'mfa_disabled',
    actorUserId: user.id,
    adviserId: actor.adviserId,
    ip: meta.ip,
  });
}
