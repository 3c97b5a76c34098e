import type { EndpointAccess } from '@brokerdesk/contract';
import type { Actor } from '../context';
import { forbidden, mfaRequired, notFound } from '../errors';

/*
 * What a role may do whatever the record (docs/spec/core-and-application.md §6). An administrator is `actor.isAdmin`
 * (decision 016): a user of the admin role whose email has left ADMIN_EMAILS is not one.
 */

/**
 * - `admin`: administrators only (the broker and planner lists, the mailbox, metrics, webhook events...).
 * - `not-client`: anyone signed in but a client (the shared document catalogue, the map's geocoding).
 * - `adviser-or-admin`: a broker, a planner or an administrator (the default personal message).
 */
export type RoleNeed = 'admin' | 'not-client' | 'adviser-or-admin';

/** 403 unless the actor's role may do this, whoever's record it is. */
export function requireRole(actor: Actor, need: RoleNeed): void {
  if (need === 'admin' && !actor.isAdmin) throw forbidden();
  if (need === 'not-client' && isClientActor(actor)) throw forbidden();
  if (need === 'adviser-or-admin' && !actor.isAdmin && actor.role !== 'broker' && actor.role !== 'planner') {
    throw forbidden();
  }
}

/**
 * 403 unless the signed-in actor may call a contract endpoint of this access (docs/decisions/033): the route-level
 * check `route()` (http/endpoints.ts) runs before the handler. Whose record it is stays the service's question.
 */
export function checkEndpointAccess(
  actor: Actor,
  endpoint: { access: EndpointAccess; duringEnrolment?: boolean },
): void {
  const { access } = endpoint;
  if (access === 'public') return;
  // Someone the firm requires two-step sign-in of may only set it up until it is on (decision 044).
  if (actor.mfaDue && !endpoint.duringEnrolment) throw mfaRequired();
  if (access === 'signedIn') return;
  if (access === 'admin') {
    requireRole(actor, 'admin');
    return;
  }
  const role = actor.isAdmin ? 'admin' : actor.role;
  if (!access.includes(role)) throw forbidden();
}

/** The client themself (the portal), not their adviser or an administrator. */
export function isClientActor(actor: Actor): boolean {
  return actor.role === 'client' && !actor.isAdmin;
}

/**
 * An adviser's own records (settings, files, billing, catalogue): the adviser themself or an administrator. Another
 * adviser's id answers 404 as if it did not exist; a client is refused with 403 before anything is looked up.
 */
export function requireAdviserParty(actor: Actor, adviserId: number): void {
  if (actor.isAdmin) return;
  if (actor.role === 'client') throw forbidden();
  if (actor.adviserId !== adviserId) throw notFound();
}
