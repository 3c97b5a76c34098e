import { type ClientAccess, requireClientAccess } from '../../../client-access';
import type { Actor, ServiceContext } from '../../../context';
import { notFound } from '../../../errors';
import { listApplicants } from '../../applicants';
import { findRequest, type RequestRow } from './requests.repo';

/**
 * The Documents page's gate: the client access gate with the 'document' page, so another adviser's or client's
 * record answers 404, a client without the page 403, and a suspended adviser or one on Free after the trial 403 with
 * the upgrade message (docs/spec/core-and-application.md §4, LOCKED_PAGES).
 */
export function documentAccess(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  opts: { adviserOnly?: boolean } = {},
): Promise<ClientAccess> {
  return requireClientAccess(ctx, actor, clientId, { page: 'document', ...opts });
}

/** The client's live applicants, by id; an applicant of another client answers 404. */
export async function clientApplicants(ctx: ServiceContext, access: ClientAccess) {
  return listApplicants(ctx.db, { clientId: access.client.id, adviserId: access.client.adviser_id });
}

export async function requireApplicant(ctx: ServiceContext, access: ClientAccess, applicantId: number) {
  const applicant = (await clientApplicants(ctx, access)).find((a) => a.id === applicantId);
  if (!applicant) throw notFound();
  return applicant;
}

/** A request and the gate of its client: someone else's request answers 404 like a missing one. */
export async function requestAccess(
  ctx: ServiceContext,
  actor: Actor,
  requestId: number,
  opts: { adviserOnly?: boolean } = {},
): Promise<{ access: ClientAccess; request: RequestRow }> {
  // Someone else's request answers 404 like a missing one; only the client's own gets the 403 of an adviser action.
  const request = await findRequest(ctx.db, requestId);
  if (!request) throw notFound();
  const access = await documentAccess(ctx, actor, request.client_id, opts);
  return { access, request };
}
