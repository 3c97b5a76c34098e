import { type Branding, type ChangePassword, MESSAGES, type User } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { isAdministrator } from '../../accounts/administrators';
import { findBranding } from '../../accounts/branding.repo';
import { findPendingEmailChange } from '../../accounts/email-tokens.repo';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { revokeUserSessions } from '../../accounts/sessions.repo';
import { mfaEnrolmentDue } from '../../accounts/two-step';
import { setPasswordHash, type UserWithLinks } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Config } from '../../config';
import type { Actor, ServiceContext } from '../../context';
import { invalid } from '../../errors';

export function toUserDto(
  links: UserWithLinks,
  config: Pick<Config, 'adminEmails' | 'mfa'>,
  branding: Branding | null,
  pendingEmail: string | null,
): User {
  const { user } = links;
  const kind = user.role;
  const { adminEmails } = config;
  const isAdmin = isAdministrator(user, adminEmails);
  return {
    id: user.id,
    role: user.role,
    is_admin: isAdmin,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    broker_id: kind === 'broker' ? links.adviserId : null,
    planner_id: kind === 'planner' ? links.adviserId : null,
    client_id: links.clientId,
    free_version_notice: user.free_version_notice,
    email_verified: user.email_verified_at !== null,
    pending_email: pendingEmail,
    mfa_enabled: user.totp_enabled_at !== null,
    mfa_enrolment_required: mfaEnrolmentDue(config.mfa, user, isAdmin),
    branding,
  };
}

export async function getUserDetail(ctx: ServiceContext, actor: Actor, userId?: number): Promise<User> {
  // A user reads only themself unless an administrator; anyone else's id answers 404 (docs/engineering-guide.md §4).
  const links = await requireAccess(ctx, actor, { kind: 'user', id: userId ?? actor.userId }, 'read');
  const adviserId = links.adviserId ?? (links.clientId !== null ? links.clientAdviserId : null);
  const [branding, pendingEmail] = await Promise.all([
    adviserId !== null ? findBranding(ctx.db, adviserId) : null,
    findPendingEmailChange(ctx.db, links.user.id, ctx.now()),
  ]);
  return toUserDto(links, ctx.config, branding, pendingEmail);
}

/**
 * docs/spec/core-and-application.md §5 and docs/spec/settings-billing-admin.md §5: one's own password needs the current
 * one; an administrator may set anyone's.
 * `plannerOnly` is the planner/user/password mount, which answers 404 for a user who is not a planner.
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  input: ChangePassword,
  opts: { plannerOnly: boolean },
): Promise<void> {
  const role = opts.plannerOnly ? 'planner' : undefined;
  const links = await requireAccess(ctx, actor, { kind: 'user', id: input.userId, role }, 'change');
  const isOwn = input.userId === actor.userId;
  if (isOwn) {
    if (!input.currentPassword) throw invalid(MESSAGES.currentPasswordRequired, 'currentPassword');
    if (!(await verifyPassword(input.currentPassword, links.user.password_hash))) {
      throw invalid(MESSAGES.incorrectPassword, 'currentPassword');
    }
  }
  const now = ctx.now();
  await setPasswordHash(ctx.db, input.userId, await hashPassword(input.newPassword));
  // Other sign-ins end; the one making the change stays signed in.
  await revokeUserSessions(ctx.db, input.userId, now, isOwn ? actor.sessionId : undefined);
  await recordActivity(ctx.db, {
    action: 'password_changed',
    actorUserId: actor.userId,
    detail: isOwn ? null : { userId: input.userId },
  });
}
