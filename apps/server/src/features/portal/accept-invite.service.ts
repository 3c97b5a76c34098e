import { type AcceptInvite, type CheckInvite, type InviteCheck, MESSAGES, publicBranding } from '@brokerdesk/contract';
import { findBranding } from '../../accounts/branding.repo';
import { hashPassword } from '../../accounts/passwords';
import { consumeUserToken, findUserToken, revokeUserSessions } from '../../accounts/sessions.repo';
import { hashToken } from '../../accounts/tokens';
import { markEmailVerified, setPasswordHash, touchLastLogin } from '../../accounts/users.repo';
import { recordClientEvent } from '../../client-events';
import type { RequestMeta, ServiceContext } from '../../context';
import { invalid } from '../../errors';
import { startSession } from '../auth';
import { updateClient } from '../clients';
import { findPortalClientOfUser } from './portal.repo';

/**
 * auth/accept-invite (client portal): the invitation's link sets the client's password
 * (docs/spec/core-and-application.md §5 policy, checked by the contract) and signs them in. The link works once and
 * expires; a link whose client has since been deleted or had its access revoked is as invalid as an expired one.
 */
export async function acceptInvite(ctx: ServiceContext, input: AcceptInvite, meta: RequestMeta) {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const accepted = await ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'invite', hashToken(input.token), now);
    if (userId === undefined) return null;
    const client = await findPortalClientOfUser(tx, userId);
    if (!client) return null;
    await setPasswordHash(tx, userId, passwordHash);
    // The link reached the client at this address, which proves it (decision 016).
    await markEmailVerified(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    // The client's access follows the primary applicant's sign-in; another person's acceptance is theirs alone.
    if (client.applicant_id === null) await updateClient(tx, client.id, { access: 'active', updated_at: now });
    const actor = { userId, role: 'client' as const, isAdmin: false };
    await recordClientEvent(tx, client, actor, now, {
      action: 'invite_accepted',
      detail: client.applicant_id === null ? undefined : { applicant_id: client.applicant_id },
      dataChanged: false,
      ip: meta.ip,
    });
    return { userId };
  });
  if (!accepted) throw invalid(MESSAGES.inviteLinkInvalid, 'token');
  const token = await startSession(ctx, accepted.userId, meta);
  await touchLastLogin(ctx.db, accepted.userId);
  return { token };
}

/**
 * auth/check-invite (public): what the invitation's page should offer before it asks for a password twice. A link
 * that still works asks for one; a used link whose client has since signed up says so and offers Sign in; anything
 * else (unknown, expired, replaced by a newer invitation, access taken away) asks for a new invitation. Reading the
 * link does not use it. The adviser's public branding comes only with a link that was really sent.
 */
export async function checkInvite(ctx: ServiceContext, input: CheckInvite): Promise<InviteCheck> {
  const link = await findUserToken(ctx.db, 'invite', hashToken(input.token));
  const client = link ? await findPortalClientOfUser(ctx.db, link.userId) : undefined;
  if (!link || !client) return { state: 'invalid', adviser: null };
  const live = link.usedAt === null && link.expiresAt > ctx.now();
  const state = live ? 'ready' : link.usedAt !== null && client.access === 'active' ? 'used' : 'invalid';
  if (state === 'invalid') return { state, adviser: null };
  const branding = await findBranding(ctx.db, client.adviser_id);
  return { state, adviser: branding ? publicBranding(branding) : null };
}
