import { MESSAGES, publicBranding, type VerifyEmailAnswer } from '@brokerdesk/contract';
import { findBranding } from '../../accounts/branding.repo';
import { isUniqueViolation, requireEmailAvailable } from '../../accounts/email-availability';
import { consumeUserTokenOf, expireUserTokens, insertUserToken } from '../../accounts/sessions.repo';
import { hashToken, newToken } from '../../accounts/tokens';
import {
  findLiveUserById,
  findUserWithLinks,
  markEmailVerified,
  setLoginEmail,
  type UserRow,
} from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { verifyEmailEmail } from '../../mail/templates';

/*
 * Verified login emails (decision 016): a new adviser's address, and the new address of a change of login email,
 * are proven by a single-use link whose page posts its token to auth/verify-email.
 */

/** The single-use links that prove a login email: a new account's address, or the new address of a change. */
const EMAIL_TOKEN_PURPOSES = ['email_verify', 'email_change'] as const;

export const verifyEmailUrl = (publicUrl: string, token: string) => `${publicUrl}/verify-email/${token}`;

/**
 * A new single-use email link of the user's for this purpose, in place of any sent before (they stop working);
 * answers the token for the link. A change of email carries the address it moves the login to.
 */
export async function replaceEmailToken(
  ctx: ServiceContext,
  tx: Db,
  userId: number,
  purpose: 'email_verify' | 'email_change',
  newEmail?: string,
): Promise<string> {
  const now = ctx.now();
  const { token, hash } = newToken();
  await expireUserTokens(tx, userId, purpose, now);
  await insertUserToken(tx, {
    user_id: userId,
    purpose,
    token_hash: hash,
    ...(newEmail ? { new_email: newEmail } : {}),
    expires_at: new Date(now.getTime() + ctx.config.emailTokenMs),
  });
  return token;
}

/** Sends a fresh verification link to the user's login email; links sent before it stop working. */
export async function sendVerificationLink(
  ctx: ServiceContext,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
): Promise<void> {
  const token = await ctx.db.transaction((tx) => replaceEmailToken(ctx, tx, user.id, 'email_verify'));
  const mail = verifyEmailEmail({
    firstName: user.first_name,
    link: verifyEmailUrl(ctx.config.publicUrl, token),
    hours: Math.round(ctx.config.emailTokenMs / 3_600_000),
  });
  await queueEmail(ctx.db, ctx.jobs, { kind: 'email_verify', to: user.email, from: ctx.config.mailFrom, ...mail });
}

/** The signed-in user's "Resend link": a new link, or a word that none is needed. */
export async function resendVerification(ctx: ServiceContext, actor: Actor): Promise<string> {
  const user = await findLiveUserById(ctx.db, actor.userId);
  if (!user) throw notFound();
  if (user.email_verified_at !== null) return MESSAGES.emailAlreadyVerified;
  await sendVerificationLink(ctx, user);
  return MESSAGES.verificationSent;
}

/**
 * auth/verify-email: follows a verification link (the address is proven) or a change-of-email link (the login
 * email becomes the new address, proven too). An unknown, used or expired token answers 400; a new address that
 * another live account took meanwhile answers 409 and leaves the link unused.
 */
export async function verifyEmail(ctx: ServiceContext, token: string, meta: RequestMeta): Promise<VerifyEmailAnswer> {
  const { message, userId } = await followEmailLink(ctx, token, meta);
  // The page wears the header of the adviser the account belongs to: a client's adviser, or the adviser themselves.
  const links = await findUserWithLinks(ctx.db, userId);
  const adviserId = links?.adviserId ?? links?.clientAdviserId ?? null;
  const branding = adviserId !== null ? await findBranding(ctx.db, adviserId) : null;
  return { message, adviser: branding ? publicBranding(branding) : null };
}

async function followEmailLink(ctx: ServiceContext, token: string, meta: RequestMeta) {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const link = await consumeUserTokenOf(tx, EMAIL_TOKEN_PURPOSES, hashToken(token), now);
      const user = link ? await findLiveUserById(tx, link.userId) : undefined;
      if (!link || !user) throw invalid(MESSAGES.emailLinkInvalid, 'token');
      if (link.purpose === 'email_verify') {
        await markEmailVerified(tx, user.id, now);
        await recordActivity(tx, { action: 'email_verified', actorUserId: user.id, ip: meta.ip });
        return { message: MESSAGES.emailVerified, userId: user.id };
      }
      const newEmail = link.newEmail;
      if (!newEmail) throw invalid(MESSAGES.emailLinkInvalid, 'token');
      await requireEmailAvailable(ctx, tx, newEmail, user);
      await setLoginEmail(tx, user.id, newEmail, now);
      // The new address is proven; a verification link still out for the old one has nothing left to prove.
      await expireUserTokens(tx, user.id, 'email_verify', now);
      await recordActivity(tx, {
        action: 'email_changed',
        actorUserId: user.id,
        detail: { from: user.email, to: newEmail },
        ip: meta.ip,
      });
      return { message: MESSAGES.emailChanged, userId: user.id };
    });
  } catch (err) {
    // Another account claimed the address between the check and the write: the unique index refuses it.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken, 'email');
    throw err;
  }
}
