import { type DocumentFile, MESSAGES } from '@brokerdesk/contract';
import { requireAccess } from '../../../../access';
import { recordClientEvent } from '../../../../client-events';
import type { Actor, ServiceContext } from '../../../../context';
import { conflict, notFound } from '../../../../errors';
import { removeObjects, softDeleteFile } from '../../../../files';
import { refreshDocumentCounters } from '../client-counters';
import { findDocumentFile, setDocumentDate } from '../request-files.repo';
import { lockRequest } from '../requests.repo';
import { readRequestFile } from '../requests.service';
import { settleRequestState } from '../review.service';

/** A document file and the gate of its client: another's file answers 404 like a missing one. */
async function fileAccess(ctx: ServiceContext, actor: Actor, fileId: number) {
  const file = await findDocumentFile(ctx.db, fileId);
  if (!file?.client_id || !file.request_id) throw notFound();
  const access = await requireAccess(ctx, actor, { kind: 'client', id: file.client_id }, { page: 'document' });
  return { file: { ...file, client_id: file.client_id, request_id: file.request_id }, access };
}

/**
 * DELETE document/file: the client removes a file of theirs not yet reviewed; the adviser (or an administrator) any
 * file. A request left without a file to review, or without its accepted file, asks again.
 */
export async function deleteDocumentFile(ctx: ServiceContext, actor: Actor, fileId: number): Promise<void> {
  const { file, access } = await fileAccess(ctx, actor, fileId);
  if (access.isClientActor && file.review_state !== 'pending') {
    throw conflict(MESSAGES.documentFileReviewed, 'fileId');
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, file.request_id);
    if (!request) throw notFound();
    // Reviewed meanwhile: the client's delete loses the race rather than remove an accepted file.
    const current = await findDocumentFile(tx, file.id);
    if (!current) throw notFound();
    if (access.isClientActor && current.review_state !== 'pending') {
      throw conflict(MESSAGES.documentFileReviewed, 'fileId');
    }
    await softDeleteFile(tx, file.id, now);
    await settleRequestState(tx, request, now);
    await refreshDocumentCounters(tx, file.client_id);
    await recordClientEvent(tx, access.client, actor, now, {
      action: 'document_file_removed',
      detail: { requestId: request.id, applicantId: request.applicant_id, fileId: file.id },
      dataChanged: access.isClientActor,
    });
  });
  await removeObjects(
    ctx.storage,
    file.preview_storage_key ? [file.storage_key, file.preview_storage_key] : [file.storage_key],
  );
}

/** POST document/file-date: whoever may see the file sets or clears the date it bears (freshness reads it). */
export async function setDocumentFileDate(
  ctx: ServiceContext,
  actor: Actor,
  fileId: number,
  date: string | null,
): Promise<DocumentFile> {
  const { file, access } = await fileAccess(ctx, actor, fileId);
  await ctx.db.transaction(async (tx) => {
    await setDocumentDate(tx, file.id, date);
    await recordClientEvent(tx, access.client, actor, ctx.now(), {
      action: 'document_date_set',
      detail: { requestId: file.request_id, fileId: file.id, document_date: date },
      dataChanged: access.isClientActor,
    });
  });
  return readRequestFile(ctx, access, file.request_id, file.id);
}
