import { type DocumentFile, MAX_FILES_PER_REQUEST, MESSAGES } from '@brokerdesk/contract';
import { type ClientAccess, requireAccess } from '../../../../access';
import { recordClientEvent } from '../../../../client-events';
import type { Actor, RequestMeta, ServiceContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { conflict, invalid, notFound } from '../../../../errors';
import { adoptUpload, insertFile, type ParkedUpload, removeObjects, storeUpload } from '../../../../files';
import type { UploadSource } from '../../../../http/multipart-upload';
import { refreshDocumentCounters } from '../client-counters';
import { emitDocumentFileStored } from '../file-stored-event';
import { countLiveRequestFiles, nextSequence } from '../request-files.repo';
import { lockRequest, type RequestRow, updateRequest } from '../requests.repo';
import { readRequestFile } from '../requests.service';
import { documentRule } from './document-rule';

/** A request that takes files: not yet accepted or set aside (re-request it first), and under the file cap. */
async function checkOpen(db: Db, request: RequestRow): Promise<void> {
  if (request.state === 'accepted' || request.state === 'not-applicable') {
    throw conflict(MESSAGES.documentRequestClosed, 'requestId');
  }
  if ((await countLiveRequestFiles(db, request.id)) >= MAX_FILES_PER_REQUEST) {
    throw invalid(MESSAGES.documentFileCap, 'file');
  }
}

export interface UploadTarget {
  access: ClientAccess;
  request: RequestRow;
  allowOffice: boolean;
}

/**
 * Who may upload to a request, asked before a byte is read: the client (their own applicants only), their adviser on
 * the client's behalf, or an administrator; the request must be open (checkOpen). The resumable path asks this when
 * an upload is created, and both paths again when the file is stored.
 */
export async function uploadTarget(ctx: ServiceContext, actor: Actor, requestId: number): Promise<UploadTarget> {
  const { access, request } = await requireAccess(ctx, actor, { kind: 'document-request', id: requestId }, 'change');
  await checkOpen(ctx.db, request);
  return { access, request, allowOffice: access.adviser.documents_allow_office };
}

/** Where a document file's bytes come from: a multipart part being read, or a finished resumable upload. */
export type DocumentSource = { stream: UploadSource } | { parked: ParkedUpload };

/**
 * The one way a document file is stored, for the multipart and the resumable (tus) paths alike: the type is checked
 * from the first bytes and the file streamed to storage, or a finished resumable upload moved there, stored once
 * (files/store-upload.ts, decisions 009 and 037); then, in one transaction, the row is written as the request's
 * next file, the request waits for review, the client's counters and activity follow. A refused or failed upload
 * leaves no row and no object. Listeners hear of it once committed. Answers the file alone, as the page shows it.
 */
export async function storeDocumentFile(
  ctx: ServiceContext,
  actor: Actor,
  input: { requestId: number; documentDate: string | null; source: DocumentSource },
  meta: RequestMeta,
): Promise<DocumentFile> {
  const target = await uploadTarget(ctx, actor, input.requestId);
  const { client } = target.access;
  const rule = documentRule(target.allowOffice);
  const stored =
    'parked' in input.source
      ? await adoptUpload(input.source.parked, rule)
      : await storeUpload(ctx.storage, input.source.stream, rule);
  const now = ctx.now();
  let row: Awaited<ReturnType<typeof insertFile>>;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, input.requestId);
      if (!request) throw notFound();
      await checkOpen(tx, request);
      const file = await insertFile(tx, {
        adviser_id: client.adviser_id,
        client_id: client.id,
        purpose: 'document',
        storage_key: stored.storageKey,
        file_name: stored.fileName,
        content_type: stored.contentType,
        size_bytes: stored.sizeBytes,
        uploaded_by_user_id: actor.userId,
        request_id: request.id,
        applicant_id: request.applicant_id,
        review_state: 'pending',
        sequence: await nextSequence(tx, request.id),
        document_date: input.documentDate,
        created_at: now,
      });
      await updateRequest(tx, request.id, { state: 'uploaded', reason: '', updated_at: now });
      await refreshDocumentCounters(tx, client.id);
      await recordClientEvent(tx, client, actor, now, {
        action: 'document_uploaded',
        detail: { requestId: request.id, applicantId: request.applicant_id, fileId: file.id, size: file.size_bytes },
        dataChanged: target.access.isClientActor,
        ip: meta.ip,
      });
      return file;
    });
  } catch (err) {
    await removeObjects(ctx.storage, [stored.storageKey]);
    throw err;
  }
  await emitDocumentFileStored(ctx, {
    fileId: row.id,
    requestId: input.requestId,
    clientId: client.id,
    adviserId: client.adviser_id,
    applicantId: row.applicant_id as number,
    storageKey: row.storage_key,
    contentType: row.content_type,
    uploadedByClient: target.access.isClientActor,
    actorUserId: actor.userId,
  });
  return readRequestFile(ctx, target.access, input.requestId, row.id);
}
