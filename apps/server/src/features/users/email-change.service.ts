import { MESSAGES } from '@brokerdesk/contract';
import { isEmailTakenByAnother, requireEmailNotReserved } from '../../accounts/email-availability';
import { verifyPassword } from '../../accounts/passwords';
import { expireUserTokens } from '../../accounts/sessions.repo';
import { checkSecondFactor, factorOfTyped } from '../../accounts/two-step';
import type { UserRow } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import { invalid } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { emailChangeEmail, emailChangeNoticeEmail, emailInUseEmail } from '../../mail/templates';
import { replaceEmailToken, verifyEmailUrl } from '../auth';

/**
 * A change of login email (decision 016). One's own needs the current password; an administrator changing
 * another's needs none. Nothing changes yet: a single-use link goes to the new address and the change happens
 * when it is followed (auth/verify-email); the old address is told at once, so its owner hears of a change they
 * did not ask for. Asking for one's current address cancels a change still waiting. An address that already has an
 * account answers the same (the change waits, as any does), so the form tells nobody which addresses have accounts;
 * its owner gets an email saying so instead of the link (docs/decisions/027), and the change can never happen.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  actor: Actor,
  user: UserRow,
  input: { email: string; currentPassword?: string; code?: string },
): Promise<void> {
  if (user.id === actor.userId) {
    if (!input.currentPassword) throw invalid(MESSAGES.currentPasswordRequired, 'currentPassword');
    if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw invalid(MESSAGES.incorrectPassword, 'currentPassword');
    }
    // With two-step sign-in on, a stolen session and a guessed password are not enough (decision 044's step-up).
    if (user.totp_enabled_at && !(await checkSecondFactor(ctx, user, factorOfTyped(input.code, 'code')))) {
      throw invalid(MESSAGES.mfaCodeInvalid, 'code');
    }
  }
  const now = ctx.now();
  if (input.email === user.email) {
    await expireUserTokens(ctx.db, user.id, 'email_change', now);
    return;
  }
  requireEmailNotReserved(ctx, input.email, user);
  const taken = await isEmailTakenByAnother(ctx.db, input.email, user);
  const token = await ctx.db.transaction(async (tx) => {
    const issued = await replaceEmailToken(ctx, tx, user.id, 'email_change', input.email);
    await recordActivity(tx, {
      action: 'email_change_requested',
      actorUserId: actor.userId,
      detail: { userId: user.id, from: user.email, to: input.email },
    });
    return issued;
  });
  const from = ctx.config.mailFrom;
  if (taken) {
    await queueEmail(ctx.db, ctx.jobs, { kind: 'email_in_use', to: input.email, from, ...emailInUseEmail() });
  } else {
    const link = emailChangeEmail({
      firstName: user.first_name,
      link: verifyEmailUrl(ctx.config.publicUrl, token),
      hours: Math.round(ctx.config.emailTokenMs / 3_600_000),
    });
    await queueEmail(ctx.db, ctx.jobs, { kind: 'email_change', to: input.email, from, ...link });
  }
  const notice = emailChangeNoticeEmail({ firstName: user.first_name, newEmail: input.email });
  await queueEmail(ctx.db, ctx.jobs, { kind: 'email_change_notice', to: user.email, from, ...notice });
}
