import { type ApplicantType, MESSAGES } from '@brokerdesk/contract';
import { requireAccess } from '../../../access';
import { recordClientEvent } from '../../../client-events';
import type { Actor, ServiceContext } from '../../../context';
import { invalid, notFound } from '../../../errors';
import { toApplicantSummary } from './applicant-dto';
import { dropApplicantReferences } from './applicant-references.repo';
import {
  findApplicant,
  insertApplicant,
  listApplicants,
  nextApplicantPosition,
  setApplicantPositions,
  softDeleteApplicant,
} from './applicants.repo';
import { refreshClientDerived } from './client-derived.repo';

/*
 * The applicants of an application (docs/spec/core-and-application.md §2 Application navigation). A client may add and
 * delete the other applicants of their own application when the profile page is one of their pages (a partner,
 * their company or trust is theirs to name); reordering is the adviser's, as the order is how the adviser
 * presents the application. The primary applicant is always first and can be neither moved nor deleted.
 */

/** A guard against runaway lists; no household or business structure needs more. */
export const MAX_APPLICANTS = 20;

export async function createApplicant(ctx: ServiceContext, actor: Actor, clientId: number, type: ApplicantType) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, { page: 'profile' });
  const scope = { clientId: access.client.id, adviserId: access.client.adviser_id };
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { position, count } = await nextApplicantPosition(tx, scope);
    if (count >= MAX_APPLICANTS) throw invalid(MESSAGES.applicantLimit, 'type');
    const created = await insertApplicant(tx, {
      adviser_id: scope.adviserId,
      client_id: scope.clientId,
      type,
      position,
      created_at: now,
      updated_at: now,
    });
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'applicant_added',
      detail: { applicant_id: created.id, type },
      dataChanged: true,
    });
    return created;
  });
  return { applicantId: row.id, applicant: toApplicantSummary(row) };
}

export async function deleteApplicant(ctx: ServiceContext, actor: Actor, clientId: number, applicantId: number) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, { page: 'profile' });
  const scope = { clientId: access.client.id, adviserId: access.client.adviser_id };
  const applicant = await findApplicant(ctx.db, scope, applicantId);
  if (!applicant) throw notFound();
  if (applicant.is_primary) throw invalid(MESSAGES.primaryApplicantFixed, 'applicantId');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await softDeleteApplicant(tx, scope, applicantId, now))) throw notFound();
    await dropApplicantReferences(tx, scope, applicantId, now);
    await refreshClientDerived(tx, scope.clientId);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'applicant_deleted',
      detail: { applicant_id: applicantId, type: applicant.type, name: toApplicantSummary(applicant).name },
      dataChanged: true,
    });
  });
}

/**
 * Drag and drop (docs/spec/core-and-application.md §2): the new order must name every live applicant once, the primary
 * first. The caller answers with the client (client/update-applicant-order), whose detail lists the new order.
 */
export async function reorderApplicants(ctx: ServiceContext, actor: Actor, clientId: number, applicantIds: number[]) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const scope = { clientId: access.client.id, adviserId: access.client.adviser_id };
  const live = await listApplicants(ctx.db, scope);
  const primary = live.find((a) => a.is_primary);
  const sameSet =
    applicantIds.length === live.length &&
    new Set(applicantIds).size === applicantIds.length &&
    live.every((a) => applicantIds.includes(a.id));
  if (!sameSet || (primary && applicantIds[0] !== primary.id)) {
    throw invalid(MESSAGES.applicantOrderInvalid, 'applicantIds');
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setApplicantPositions(tx, scope, applicantIds, now);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'applicants_reordered',
      detail: { applicant_ids: applicantIds },
      dataChanged: true,
    });
  });
}
