import { type Branding, type ChangePassword, MESSAGES, type User } from '@brokerdesk/contract';
import { isAdministrator } from '../../accounts/administrators';
import { findBranding } from '../../accounts/branding.repo';
import { findPendingEmailChange } from '../../accounts/email-tokens.repo';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { revokeUserSessions } from '../../accounts/sessions.repo';
import { findUserWithLinks, setPasswordHash, type UserWithLinks } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import { invalid, notFound } from '../../errors';

export function toUserDto(
  links: UserWithLinks,
  adminEmails: ReadonlySet<string>,
  branding: Branding | null,
  pendingEmail: string | null,
): User {
  const { user } = links;
  const kind = user.role;
  return {
    id: user.id,
    role: user.role,
    is_admin: isAdministrator(user, adminEmails),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    broker_id: kind === 'broker' ? links.adviserId : null,
    planner_id: kind === 'planner' ? links.adviserId : null,
    client_id: links.clientId,
    free_version_notice: user.free_version_notice,
    email_verified: user.email_verified_at !== null,
    pending_email: pendingEmail,
    branding,
  };
}

/** A user reads only themself unless an administrator; anyone else's id answers 404 (docs/engineering-guide.md §4). */
async function loadVisibleUser(ctx: ServiceContext, actor: Actor, userId: number): Promise<UserWithLinks> {
  if (userId !== actor.userId && !actor.isAdmin) throw notFound();
  const links = await findUserWithLinks(ctx.db, userId);
  if (!links) throw notFound();
  return links;
}

export async function getUserDetail(ctx: ServiceContext, actor: Actor, userId?: number): Promise<User> {
  const links = await loadVisibleUser(ctx, actor, userId ?? actor.userId);
  const adviserId = links.adviserId ?? (links.clientId !== null ? links.clientAdviserId : null);
  const [branding, pendingEmail] = await Promise.all([
    adviserId !== null ? findBranding(ctx.db, adviserId) : null,
    findPendingEmailChange(ctx.db, links.user.id, ctx.now()),
  ]);
  return toUserDto(links, ctx.config.adminEmails, branding, pendingEmail);
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
  const links = await loadVisibleUser(ctx, actor, input.userId);
  if (opts.plannerOnly && links.user.role !== 'planner') throw notFound();
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
