import { type DocumentRequest, type DocumentReviewSchema, MESSAGES } from '@brokerdesk/contract';
import type { z } from 'zod';
import { requireAccess } from '../../../access';
import { recordClientEvent } from '../../../client-events';
import type { Actor, ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../errors';
import { removeObjects } from '../../../files';
import { refreshDocumentCounters } from './client-counters';
import { softDeleteRequestFiles } from './request-files.repo';
import { fileStatesOf, lockRequest, type RequestRow, setFilesReview, updateRequest } from './requests.repo';
import { readRequest } from './requests.service';

/*
 * The broker's side of a request (the documents issue, States of a request): review (accept, reject with a reason the
 * client sees, not applicable with a note), asking again, and removing a request that has no accepted file.
 */

type ReviewInput = z.output<typeof DocumentReviewSchema>;

/** Locks the request in the transaction; gone meanwhile reads as not found. */
async function locked(db: Db, id: number): Promise<RequestRow> {
  const row = await lockRequest(db, id);
  if (!row) throw notFound();
  return row;
}

/** POST document/review. Accepting or rejecting needs a file waiting for review; not applicable does not. */
export async function reviewDocumentRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: ReviewInput,
): Promise<DocumentRequest> {
  const { access } = await requireAccess(ctx, actor, { kind: 'document-request', id: input.requestId }, 'adviser-only');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await locked(tx, input.requestId);
    const states = await fileStatesOf(tx, request.id);
    const pending = states.filter((f) => f.review_state === 'pending').length;
    if (input.decision !== 'not-applicable' && (request.state !== 'uploaded' || pending === 0)) {
      throw conflict(MESSAGES.documentNothingToReview, 'requestId');
    }
    if (input.decision === 'accept') await setFilesReview(tx, request.id, 'pending', 'accepted');
    if (input.decision === 'reject') await setFilesReview(tx, request.id, 'pending', 'rejected');
    const state =
      input.decision === 'accept' ? 'accepted' : input.decision === 'reject' ? 'rejected' : 'not-applicable';
    await updateRequest(tx, request.id, {
      state,
      reason: input.decision === 'accept' ? '' : input.reason,
      reviewed_by_user_id: actor.userId,
      reviewed_at: now,
      updated_at: now,
    });
    await refreshDocumentCounters(tx, request.client_id);
    await recordClientEvent(tx, access.client, actor, now, {
      action: `document_${state.replace('-', '_')}`,
      detail: {
        requestId: request.id,
        applicantId: request.applicant_id,
        files: pending,
        reason: input.reason || undefined,
      },
      dataChanged: false,
    });
  });
  return readRequest(ctx, access, input.requestId);
}

/**
 * POST document/re-request: a rejected, accepted or not-applicable request goes back to 'requested' (a stale
 * document asked again, a not-applicable one needed after all). Its files stay as they are.
 */
export async function reRequestDocument(
  ctx: ServiceContext,
  actor: Actor,
  requestId: number,
): Promise<DocumentRequest> {
  const { access } = await requireAccess(ctx, actor, { kind: 'document-request', id: requestId }, 'adviser-only');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await locked(tx, requestId);
    if (request.state === 'requested' || request.state === 'uploaded') {
      throw conflict(MESSAGES.documentReRequestNotNeeded, 'requestId');
    }
    await updateRequest(tx, request.id, { state: 'requested', reason: '', updated_at: now });
    await refreshDocumentCounters(tx, request.client_id);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'document_re_requested',
      detail: { requestId: request.id, applicantId: request.applicant_id, from: request.state },
      dataChanged: false,
    });
  });
  return readRequest(ctx, access, requestId);
}

/** DELETE document/request: only while none of its files is accepted; its other files go with it. */
export async function deleteDocumentRequest(ctx: ServiceContext, actor: Actor, requestId: number): Promise<void> {
  const { access } = await requireAccess(ctx, actor, { kind: 'document-request', id: requestId }, 'adviser-only');
  const now = ctx.now();
  const keys = await ctx.db.transaction(async (tx) => {
    const request = await locked(tx, requestId);
    const states = await fileStatesOf(tx, request.id);
    if (states.some((f) => f.review_state === 'accepted')) {
      throw conflict(MESSAGES.documentRequestHasAccepted, 'requestId');
    }
    await updateRequest(tx, request.id, { deleted_at: now, updated_at: now });
    const removed = await softDeleteRequestFiles(tx, request.id, now);
    await refreshDocumentCounters(tx, request.client_id);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'document_request_removed',
      detail: { requestId: request.id, applicantId: request.applicant_id, files: removed.length },
      dataChanged: false,
    });
    return removed;
  });
  // Objects go after their rows (storage/README.md): a failure leaves an orphan object, never a broken row.
  await removeObjects(ctx.storage, keys);
}

/**
 * After a file is removed: a request waiting for review with nothing left to review asks again, and an accepted one
 * without an accepted file does too.
 */
export async function settleRequestState(db: Db, request: RequestRow, now: Date): Promise<void> {
  const states = await fileStatesOf(db, request.id);
  const has = (s: 'pending' | 'accepted') => states.some((f) => f.review_state === s);
  if ((request.state === 'uploaded' && !has('pending')) || (request.state === 'accepted' && !has('accepted'))) {
    await updateRequest(db, request.id, { state: 'requested', updated_at: now });
  }
}
