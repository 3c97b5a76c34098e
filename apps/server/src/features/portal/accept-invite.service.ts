import { type AcceptInvite, MESSAGES } from '@brokerdesk/contract';
import { hashPassword } from '../../accounts/passwords';
import { consumeUserToken, revokeUserSessions } from '../../accounts/sessions.repo';
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
    await updateClient(tx, client.id, { access: 'active', updated_at: now });
    const actor = { userId, role: 'client' as const, isAdmin: false };
    await recordClientEvent(tx, client, actor, now, { action: 'invite_accepted', dataChanged: false, ip: meta.ip });
    return { userId };
  });
  if (!accepted) throw invalid(MESSAGES.inviteLinkInvalid, 'token');
  const token = await startSession(ctx, accepted.userId, meta);
  await touchLastLogin(ctx.db, accepted.userId);
  return { token };
}
