import { type ApplicationPage, LOCKED_PAGES, MESSAGES } from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { hasPaidFeatures } from './accounts/plan-access';
import { businessToday } from './business-day';
import type { Actor, ServiceContext } from './context';
import { advisers, clients } from './db/schema';
import { forbidden, notFound } from './errors';

export type ClientRecord = typeof clients.$inferSelect;
export type AdviserRecord = typeof advisers.$inferSelect;

export interface ClientAccess {
  client: ClientRecord;
  adviser: AdviserRecord;
  /** The paid pages and actions are locked for this client's adviser (docs/spec/core-and-application.md §4). */
  locked: boolean;
  /** The actor is the client themself (the portal), not their adviser or an administrator. */
  isClientActor: boolean;
}

export interface ClientAccessOptions {
  /** The application page the call belongs to: a client sees only their `submit_pages`; paid pages may be locked. */
  page?: ApplicationPage;
  /** Actions only the adviser (or an administrator) may take: invite, archive, delete, reorder... */
  adviserOnly?: boolean;
}

/**
 * The one gate in front of every client and applicant endpoint (docs/engineering-guide.md §4 tenancy): an administrator
 * sees any client; an adviser only their own; a client only themself. Anyone else's client answers 404 (its existence
 * is not revealed); a client outside their pages, or an adviser-only action, answers 403; a locked page 403 with the
 * upgrade message. It sits outside the features because the clients, applicants, application, documents and portal
 * features all pass it, and the clients feature itself reads the applicants feature.
 */
export async function requireClientAccess(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  opts: ClientAccessOptions = {},
): Promise<ClientAccess> {
  const [row] = await ctx.db
    .select({ client: clients, adviser: advisers })
    .from(clients)
    .innerJoin(advisers, eq(advisers.id, clients.adviser_id))
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at), isNull(advisers.deleted_at)));
  if (!row) throw notFound();
  const { client, adviser } = row;
  const isClientActor = actor.role === 'client' && !actor.isAdmin;
  if (!actor.isAdmin) {
    if (isClientActor) {
      if (actor.clientId !== client.id) throw notFound();
      if (opts.adviserOnly) throw forbidden();
      if (opts.page && !client.submit_pages.split(',').includes(opts.page)) throw forbidden();
    } else if (actor.adviserId === null || actor.adviserId !== client.adviser_id) {
      throw notFound();
    }
  }
  const locked = !hasPaidFeatures(adviser, businessToday(ctx));
  if (locked && opts.page && LOCKED_PAGES.includes(opts.page) && !actor.isAdmin) {
    throw forbidden(MESSAGES.planFeatureLocked);
  }
  return { client, adviser, locked, isClientActor };
}
