import { type ApplicationPage, LOCKED_PAGES, MESSAGES, REPORT_LODGEMENT_MESSAGES } from '@brokerdesk/contract';
import { hasPaidFeatures, planDay } from '../accounts/plan-access';
import type { Actor, ServiceContext } from '../context';
import { forbidden, invalid, notFound } from '../errors';
import {
  applicantHasOwnLogin,
  findAdviserNames,
  findClientLoginOfUser,
  findClientWithAdviser,
  findClientWithAdviserNames,
  findDocumentRequest,
  findEmailVerifiedAt,
  findReview,
  isLiveAdviser,
} from './access.repo';
import { isLodgementOptionOn, isPaidLocked, mayLodge, mayUseStrategies, requireVerifiedEmail } from './plan-rules';
import type {
  ClientAccess,
  ClientListNeed,
  ClientListResource,
  ClientNeed,
  ClientResource,
  DocumentRequestAccess,
  DocumentRequestNeed,
  DocumentRequestResource,
  FeedbackSender,
  ReviewAccess,
  ReviewNeed,
  ReviewResource,
} from './resources';
import { isClientActor } from './roles';

/** The page a need belongs to and whether it is the adviser's side only. */
function ruleOf(need: ClientNeed): { page?: ApplicationPage; adviserOnly: boolean } {
  if (typeof need === 'object') return { page: need.page, adviserOnly: need.adviserOnly ?? false };
  if (need === 'read' || need === 'change') return { adviserOnly: false };
  if (need === 'invite') return { page: 'submit', adviserOnly: true };
  return { adviserOnly: true };
}

/**
 * Whether an applicant's own details are another person's to change for this actor (the gate's `ownDetailsOf`): a
 * client signed in as one of the application's other people may change only their own; the primary's sign-in may not
 * change an applicant who signs in themself. An adviser or administrator may change any. The gate refuses with it,
 * and the applicant's detail says it (`may_edit`), so the web shows that profile read-only.
 */
export async function isAnotherPersonsDetails(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  applicantId: number,
): Promise<boolean> {
  if (actor.isAdmin || !isClientActor(actor)) return false;
  if (actor.applicantId) return applicantId !== actor.applicantId;
  return applicantHasOwnLogin(ctx.db, clientId, applicantId);
}

/**
 * The gate in front of every client and applicant endpoint (docs/engineering-guide.md §4 tenancy): an administrator
 * sees any client; an adviser only their own; a client only themself. Anyone else's client answers 404 (its existence
 * is not revealed); a client outside their pages, or an adviser-only action, answers 403; a locked page 403 with the
 * upgrade message.
 */
export async function clientGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: ClientResource,
  need: ClientNeed,
): Promise<ClientAccess> {
  const row = await findClientWithAdviser(ctx.db, resource.id);
  if (!row) throw notFound();
  const { adviser } = row;
  let { client } = row;
  const { page, adviserOnly } = ruleOf(need);
  const isClient = isClientActor(actor);
  if (!actor.isAdmin) {
    if (isClient) {
      if (actor.clientId !== client.id) throw notFound();
      if (actor.applicantId) {
        // One of the application's other people: the client as they see it, with the pages chosen for them.
        const login = await findClientLoginOfUser(ctx.db, actor.userId);
        if (!login || login.client_id !== client.id) throw notFound();
        client = { ...client, submit_pages: login.pages };
      }
      if (adviserOnly) throw forbidden();
      if (page && !client.submit_pages.split(',').includes(page)) throw forbidden();
      const own = typeof need === 'object' ? need.ownDetailsOf : undefined;
      if (own !== undefined && (await isAnotherPersonsDetails(ctx, actor, client.id, own))) {
        throw forbidden(MESSAGES.notYourDetails);
      }
    } else if (actor.adviserId === null || actor.adviserId !== client.adviser_id) {
      throw notFound();
    }
  }
  const locked = !hasPaidFeatures(adviser, planDay(ctx));
  if (locked && page && LOCKED_PAGES.includes(page) && !actor.isAdmin) {
    throw forbidden(MESSAGES.planFeatureLocked);
  }
  // A call that names the adviser as well (the catalogue of one client's types) must name this client's.
  if (resource.adviserId !== undefined && client.adviser_id !== resource.adviserId) throw notFound();
  if (need === 'report' && isPaidLocked(ctx, actor, adviser)) throw forbidden(MESSAGES.planFeatureLocked);
  if (need === 'invite') {
    const user = await findEmailVerifiedAt(ctx.db, adviser.user_id);
    if (!user) throw notFound();
    requireVerifiedEmail(user, 'invite');
  }
  if (need === 'strategies' && !mayUseStrategies(ctx, actor, adviser)) throw forbidden(MESSAGES.proFeatureLocked);
  if (need === 'lodge') {
    if (!isLodgementOptionOn(adviser)) throw forbidden(REPORT_LODGEMENT_MESSAGES.lodgementOptionOff);
    if (!mayLodge(ctx, actor, adviser)) throw forbidden(MESSAGES.planFeatureLocked);
  }
  return { client, adviser, locked, isClientActor: isClient };
}

/** A request and the gate of its client on the Documents page. */
export async function documentRequestGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: DocumentRequestResource,
  need: DocumentRequestNeed,
): Promise<DocumentRequestAccess> {
  // Someone else's request answers 404 like a missing one; only the client's own gets the 403 of an adviser action.
  const request = await findDocumentRequest(ctx.db, resource.id);
  if (!request) throw notFound();
  const page = { page: 'document', adviserOnly: need === 'adviser-only' } as const;
  const access = await clientGate(ctx, actor, { kind: 'client', id: request.client_id }, page);
  return { access, request };
}

/** An annual review and the gate of its client; someone else's review answers 404 like a missing one. */
export async function reviewGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: ReviewResource,
  need: ReviewNeed,
): Promise<ReviewAccess> {
  const review = await findReview(ctx.db, resource.id);
  if (!review || (resource.clientId !== undefined && review.client_id !== resource.clientId)) throw notFound();
  const access = await clientGate(ctx, actor, { kind: 'client', id: review.client_id }, need);
  return { access, review };
}

/**
 * Whose client list: an adviser's own (naming another adviser answers 404); an administrator names the adviser, as the
 * spec gives clients only to brokers and planners; a client has no client list (403). Only advisers add clients: an
 * administrator has no list of their own, and a client none at all.
 */
export async function clientListGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: ClientListResource,
  need: ClientListNeed,
): Promise<{ adviserId: number }> {
  if (actor.isAdmin && need === 'read') {
    const id = resource.adviserId ?? actor.adviserId;
    if (id === null) throw invalid(MESSAGES.adviserRequired, 'adviserId');
    if (!(await isLiveAdviser(ctx.db, id))) throw notFound();
    return { adviserId: id };
  }
  if (actor.role === 'client' || actor.adviserId === null) throw forbidden();
  if (resource.adviserId !== undefined && resource.adviserId !== actor.adviserId) throw notFound();
  return { adviserId: actor.adviserId };
}

/**
 * The sender of feedback with the names it keeps: the adviser a broker or planner is, or the client a client is,
 * as they are now. An administrator account has no adviser or client to speak for (403).
 */
export async function feedbackGate(ctx: ServiceContext, actor: Actor): Promise<FeedbackSender> {
  if ((actor.role === 'broker' || actor.role === 'planner') && actor.adviserId !== null) {
    const names = await findAdviserNames(ctx.db, actor.adviserId);
    if (!names) throw forbidden();
    return { side: 'adviser', role: actor.role, adviserId: actor.adviserId, ...names };
  }
  if (actor.role === 'client' && actor.clientId !== null) {
    const row = await findClientWithAdviserNames(ctx.db, actor.clientId);
    if (!row) throw forbidden();
    const { adviser_id, ...names } = row;
    return { side: 'client', clientId: actor.clientId, adviserId: adviser_id, ...names };
  }
  throw forbidden();
}
