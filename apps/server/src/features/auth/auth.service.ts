import {
  ApiError,
  type Login,
  type LoginReply,
  MESSAGES,
  type Register,
  type ResetPassword,
} from '@brokerdesk/contract';
import { isAdministrator } from '../../accounts/administrators';
import { findLiveAdviserByReferralCode, insertAdviser } from '../../accounts/advisers.repo';
import { requireEmailAvailable } from '../../accounts/email-availability';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { newTrialEnd } from '../../accounts/plan-access';
import {
  consumeUserToken,
  expireUserTokens,
  findSessionActor,
  findSessionById,
  insertSession,
  insertUserToken,
  markSessionRotated,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '../../accounts/sessions.repo';
import { hashToken, newToken } from '../../accounts/tokens';
import { mfaEnrolmentDue } from '../../accounts/two-step';
import {
  findLiveUserByEmail,
  findUserWithLinks,
  insertUser,
  setPasswordHash,
  touchLastLogin,
} from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { invalid } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates';
import { admitSignIn, countResetEmailRequest, forgiveSignIn, recordSignInFailure } from './auth-throttles';
import { sendVerificationLink } from './email-verification.service';
import { issueSignInTicket } from './two-step.service';

/** A rotated token keeps working this long, so a request already in flight from another tab still succeeds. */
export const ROTATION_GRACE_MS = 2 * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

// Tied to neither field: a wrong password is not the email's fault, and which of the two was wrong is not said
// (docs/decisions/038-sign-in-words-and-errors.md).
const authFailed = () => new ApiError('unauthenticated', MESSAGES.authFailed);

export async function login(ctx: ServiceContext, input: Login, meta: RequestMeta): Promise<LoginReply> {
  const attempt = await admitSignIn(ctx, input.email, meta.ip);
  const user = await findLiveUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash);
  const links = user && passwordOk ? await findUserWithLinks(ctx.db, user.id) : undefined;
  if (!user || !links?.canSignIn) {
    await recordSignInFailure(ctx, attempt, user);
    await recordActivity(ctx.db, {
      action: 'login_failed',
      actorUserId: user?.id ?? null,
      detail: { email: input.email },
      ip: meta.ip,
    });
    throw authFailed();
  }
  // Two-step sign-in: no session yet, and the pair's count stays until the code is right too, so code guesses
  // cannot be reset by retyping the password (decision 044).
  if (user.totp_enabled_at) return { mfa_required: true, mfa_token: await issueSignInTicket(ctx, user.id) };
  await forgiveSignIn(ctx, attempt);
  const token = await startSession(ctx, user.id, meta);
  await touchLastLogin(ctx.db, user.id);
  await recordActivity(ctx.db, {
    action: 'login',
    actorUserId: user.id,
    adviserId: links.adviserId,
    clientId: links.clientId,
    ip: meta.ip,
  });
  return { token };
}

export async function startSession(ctx: ServiceContext, userId: number, meta: RequestMeta): Promise<string> {
  const { token, hash } = newToken();
  const now = ctx.now();
  await insertSession(ctx.db, {
    user_id: userId,
    token_hash: hash,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + ctx.config.session.maxMs),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** Resolves a bearer token to the actor, or null when it is unknown, revoked, idle too long or past its end. */
export async function authenticate(ctx: ServiceContext, token: string): Promise<Actor | null> {
  const now = ctx.now();
  // One statement per request: the session with its user and links (docs/engineering-guide.md §5 hot path).
  const found = await findSessionActor(ctx.db, hashToken(token), now);
  if (!found) return null;
  const { session, links } = found;
  if (now.getTime() - session.last_seen_at.getTime() > ctx.config.session.idleMs) return null;
  if (session.rotated_at && now.getTime() - session.rotated_at.getTime() > ROTATION_GRACE_MS) return null;
  if (!links.canSignIn) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await touchSession(ctx.db, session.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
  }
  const { user } = links;
  const isAdmin = isAdministrator(user, ctx.config.adminEmails);
  return {
    userId: user.id,
    sessionId: session.id,
    role: user.role,
    isAdmin,
    email: user.email,
    adviserId: links.adviserId,
    clientId: links.clientId,
    applicantId: links.applicantId,
    mfaDue: mfaEnrolmentDue(ctx.config.mfa, user, isAdmin),
  };
}

/**
 * docs/spec/core-and-application.md §4 Token check: answers valid, with a replacement token once the current one is due
 * for rotation.
 */
export async function validateToken(ctx: ServiceContext, actor: Actor, meta: RequestMeta) {
  const now = ctx.now();
  const session = await findSessionById(ctx.db, actor.sessionId);
  if (!session || now.getTime() - session.created_at.getTime() < ctx.config.session.rotateMs)
    return { valid: true as const };
  // Only the first caller rotates; a second tab validating the same old token keeps it for the grace period.
  if (!(await markSessionRotated(ctx.db, session.id, now))) return { valid: true as const };
  const { token, hash } = newToken();
  await insertSession(ctx.db, {
    user_id: actor.userId,
    token_hash: hash,
    created_at: now,
    last_seen_at: now,
    expires_at: session.expires_at,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { valid: true as const, token };
}

export async function logout(ctx: ServiceContext, actor: Actor): Promise<void> {
  await revokeSession(ctx.db, actor.sessionId, ctx.now());
}

export async function register(ctx: ServiceContext, input: Register, meta: RequestMeta): Promise<{ token: string }> {
  // Sign-up never makes an administrator, nor takes an address kept for one (decision 016).
  await requireEmailAvailable(ctx, ctx.db, input.email, { id: null, role: input.type });
  const passwordHash = await hashPassword(input.password);
  const referrer = input.referrer_code ? await findLiveAdviserByReferralCode(ctx.db, input.referrer_code) : undefined;
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      role: input.type,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: passwordHash,
    });
    const adviser = await insertAdviser(tx, {
      user_id: user.id,
      kind: input.type,
      registered_at: now,
      trial_end_date: newTrialEnd(ctx, now),
      referrer_code: input.referrer_code || null,
      referrer_adviser_id: referrer?.id ?? null,
      source: input.source || null,
    });
    await recordActivity(tx, { action: 'register', actorUserId: user.id, adviserId: adviser.id, ip: meta.ip });
    return user.id;
  });
  await sendVerificationLink(ctx, { id: userId, email: input.email, first_name: input.first_name });
  const token = await startSession(ctx, userId, meta);
  return { token };
}

/** Always succeeds from the outside, so the form cannot be used to learn who has an account. */
export async function forgotPassword(ctx: ServiceContext, email: string, meta: RequestMeta): Promise<void> {
  // Counted for every address, known or not, so the limit itself tells nothing about who has an account.
  await countResetEmailRequest(ctx, email);
  const user = await findLiveUserByEmail(ctx.db, email);
  if (!user) return;
  const links = await findUserWithLinks(ctx.db, user.id);
  if (!links?.canSignIn) return;
  const now = ctx.now();
  const { token, hash } = newToken();
  await expireUserTokens(ctx.db, user.id, 'password_reset', now);
  await insertUserToken(ctx.db, {
    user_id: user.id,
    purpose: 'password_reset',
    token_hash: hash,
    expires_at: new Date(now.getTime() + ctx.config.resetTokenMs),
  });
  const mail = passwordResetEmail({
    firstName: user.first_name,
    link: `${ctx.config.publicUrl}/reset-password/${token}`,
    minutes: Math.round(ctx.config.resetTokenMs / 60_000),
  });
  await queueEmail(ctx.db, ctx.jobs, { kind: 'password_reset', to: user.email, from: ctx.config.mailFrom, ...mail });
  await recordActivity(ctx.db, { action: 'password_reset_requested', actorUserId: user.id, ip: meta.ip });
}

export async function resetPassword(ctx: ServiceContext, input: ResetPassword, meta: RequestMeta): Promise<void> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeUserToken(ctx.db, 'password_reset', hashToken(input.token), now);
  if (userId === undefined) throw invalid(MESSAGES.resetLinkInvalid, 'token');
  await setPasswordHash(ctx.db, userId, passwordHash);
  await revokeUserSessions(ctx.db, userId, now);
  await recordActivity(ctx.db, { action: 'password_reset', actorUserId: userId, ip: meta.ip });
}
