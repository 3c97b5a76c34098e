import { type DocumentFreshness, documentFreshness, effectiveValidity, type ValidityRule } from '@brokerdesk/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentRequests, documentTypeExtensions, documentTypes, files } from '../../../db/schema';

/**
 * What "received" means, once (docs/decisions/037): a live document file that waits for review or was accepted, of a
 * live request that rests on it ('uploaded' or 'accepted'). A rejected file is not received; nor are the old files of
 * a request asked again or set aside as not applicable. The zip, the lodgement, the client list's stale counts, the
 * report and the client's counters all read it. Over `files` joined to `document_requests`.
 */
export const receivedFile: SQL = and(
  eq(files.purpose, 'document'),
  isNull(files.deleted_at),
  inArray(files.review_state, ['pending', 'accepted']),
  isNull(documentRequests.deleted_at),
  inArray(documentRequests.state, ['uploaded', 'accepted']),
) as SQL;

export interface ReceivedFile {
  id: number;
  client_id: number;
  adviser_id: number;
  request_id: number;
  applicant_id: number;
  sequence: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  /** A HEIC photo's JPEG, which the zip carries in its place. */
  preview_storage_key: string | null;
  document_date: string | null;
  review_state: 'pending' | 'accepted';
  created_at: Date;
  /** The rule the file is judged by: the adviser's own over the catalogue's (effectiveValidity), or none. */
  validity: ValidityRule | null;
}

export interface ReceivedFilesScope {
  clientIds: number[];
  /** The tenant, when the caller has not passed a client's gate (the client list names its adviser). */
  adviserId?: number;
  /** Only each request's latest received file (by sequence), which is what the request rests on now. */
  latestOfEachRequest?: boolean;
}

/**
 * The received files of these clients, in request and sequence order (or each request's latest). One query for a
 * page of clients.
 */
export async function listReceivedFiles(db: Db, scope: ReceivedFilesScope): Promise<ReceivedFile[]> {
  if (scope.clientIds.length === 0) return [];
  const columns = {
    id: files.id,
    client_id: documentRequests.client_id,
    adviser_id: documentRequests.adviser_id,
    request_id: documentRequests.id,
    applicant_id: documentRequests.applicant_id,
    sequence: files.sequence,
    file_name: files.file_name,
    content_type: files.content_type,
    size_bytes: files.size_bytes,
    storage_key: files.storage_key,
    preview_storage_key: files.preview_storage_key,
    document_date: files.document_date,
    review_state: files.review_state,
    created_at: files.created_at,
    validity_kind: documentTypes.validity_kind,
    valid_days: documentTypes.valid_days,
    ext_validity_kind: documentTypeExtensions.validity_kind,
    ext_valid_days: documentTypeExtensions.valid_days,
  };
  const latest = scope.latestOfEachRequest === true;
  const select = latest ? db.selectDistinctOn([documentRequests.id], columns) : db.select(columns);
  const rows = await select
    .from(files)
    .innerJoin(documentRequests, eq(documentRequests.id, files.request_id))
    .innerJoin(documentTypes, eq(documentTypes.id, documentRequests.document_type_id))
    .leftJoin(
      documentTypeExtensions,
      and(
        eq(documentTypeExtensions.document_type_id, documentTypes.id),
        eq(documentTypeExtensions.adviser_id, documentRequests.adviser_id),
      ),
    )
    .where(
      and(
        receivedFile,
        inArray(files.client_id, scope.clientIds),
        scope.adviserId === undefined ? undefined : eq(files.adviser_id, scope.adviserId),
      ),
    )
    .orderBy(
      asc(documentRequests.id),
      ...(latest ? [desc(files.sequence), desc(files.id)] : [asc(files.sequence), asc(files.id)]),
    );
  return rows.map(({ validity_kind, valid_days, ext_validity_kind, ext_valid_days, ...f }) => ({
    ...f,
    sequence: f.sequence ?? 1,
    review_state: f.review_state === 'accepted' ? 'accepted' : 'pending',
    validity: effectiveValidity(
      { validity_kind, valid_days },
      { validity_kind: ext_validity_kind, valid_days: ext_valid_days },
    ),
  }));
}

/** A received file's freshness on `today` (YYYY-MM-DD in the business time zone): the contract's one rule. */
export function freshnessOf(file: Pick<ReceivedFile, 'validity' | 'document_date'>, today: string): DocumentFreshness {
  return documentFreshness(file.validity, file.document_date, today);
}
