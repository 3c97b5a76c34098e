import { type ApplicantType, MESSAGES } from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../context';
import { invalid, notFound } from '../../errors';
import { dropApplicantReferences } from './applicant-references.repo';
import { requireClientAccess } from '../../client-access';
import { toApplicantSummary } from './client-detail';
import { recordClientEvent } from '../../client-events';
import { clientAnswer } from './clients.service';
import {
  insertApplicant,
  listApplicants,
  nextApplicantPosition,
  refreshClientDerived,
  setApplicantPositions,
  softDeleteApplicant,
} from './clients.repo';

/*
 * The applicants of an application (docs/spec/core-and-application.md §2 Application navigation). A client may add and
 * delete the other applicants of their own application when the profile page is one of their pages (a partner,
 * their company or trust is theirs to name); reordering is the adviser's, as the order is how the adviser
 * presents the application. The primary applicant is always first and can be neither moved nor deleted.
 */

/** A guard against runaway lists; no household or business structure needs more. */
export const MAX_APPLICANTS = 20;

export async function createApplicant(ctx: ServiceContext, actor: Actor, clientId: number, type: ApplicantType) {
  const access = await requireClientAccess(ctx, actor, clientId, { page: 'profile' });
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { position, count } = await nextApplicantPosition(tx, clientId);
    if (count >= MAX_APPLICANTS) throw invalid(MESSAGES.applicantLimit, 'type');
    const created = await insertApplicant(tx, {
      adviser_id: access.client.adviser_id,
      client_id: clientId,
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
  return { applicantId: row.id, applicant: toApplicantSummary({ ...row, name: '' }) };
}

export async function deleteApplicant(ctx: ServiceContext, actor: Actor, clientId: number, applicantId: number) {
  const access = await requireClientAccess(ctx, actor, clientId, { page: 'profile' });
  const applicant = (await listApplicants(ctx.db, clientId)).find((a) => a.id === applicantId);
  if (!applicant) throw notFound();
  if (applicant.is_primary) throw invalid(MESSAGES.primaryApplicantFixed, 'applicantId');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await softDeleteApplicant(tx, clientId, applicantId, now))) throw notFound();
    await dropApplicantReferences(tx, clientId, applicantId, now);
    await refreshClientDerived(tx, clientId);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'applicant_deleted',
      detail: { applicant_id: applicantId, type: applicant.type, name: applicant.name },
      dataChanged: true,
    });
  });
}

/**
 * Drag and drop (docs/spec/core-and-application.md §2): the new order must name every live applicant once, the primary
 * first.
 */
export async function reorderApplicants(ctx: ServiceContext, actor: Actor, clientId: number, applicantIds: number[]) {
  const access = await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  const live = await listApplicants(ctx.db, clientId);
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
    await setApplicantPositions(tx, clientId, applicantIds, now);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'applicants_reordered',
      detail: { applicant_ids: applicantIds },
      dataChanged: true,
    });
  });
  return clientAnswer(ctx, actor, clientId);
}
