import { isAdministrator } from '../accounts/administrators';
import { findUserWithLinks } from '../accounts/users.repo';
import type { Actor, ServiceContext } from '../context';

/**
 * The user a link was issued to (View Report's one-use link, decision 021), as the actor its gate judges: the link
 * stands in for a session, so the holder must still have the rights the issuer had when they open it. Undefined
 * when the user is gone.
 */
export async function linkHolderActor(ctx: ServiceContext, userId: number): Promise<Actor | undefined> {
  const links = await findUserWithLinks(ctx.db, userId);
  if (!links) return undefined;
  const { user } = links;
  return {
    userId: user.id,
    // No session: nothing a gate does reads it.
    sessionId: 0,
    role: user.role,
    isAdmin: isAdministrator(user, ctx.config.adminEmails),
    email: user.email,
    adviserId: links.adviserId,
    clientId: links.clientId,
  };
}
