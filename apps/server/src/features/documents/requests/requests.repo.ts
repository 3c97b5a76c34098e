import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  documentCategories,
  documentRequests,
  documentTypeExtensions,
  documentTypes,
  files,
  templates,
  users,
} from '../../../db/schema';

/*
 * Queries of document requests and the files answering them. Every read names the client (and so its adviser, the
 * tenant): the service has passed the client access gate for that client first (docs/engineering-guide.md §4).
 */

export type RequestRow = typeof documentRequests.$inferSelect;
export type DocumentFileRow = typeof files.$inferSelect;

export interface RequestViewFilter {
  applicantId?: number;
  requestIds?: number[];
  /** One page of them, in the list's order. */
  page?: { limit: number; offset: number };
}

const requestFilter = (clientId: number, opts: RequestViewFilter) =>
  and(
    eq(documentRequests.client_id, clientId),
    isNull(documentRequests.deleted_at),
    opts.applicantId === undefined ? undefined : eq(documentRequests.applicant_id, opts.applicantId),
    opts.requestIds === undefined ? undefined : inArray(documentRequests.id, opts.requestIds),
  );

/** How many live requests the filter finds (a page's total), through the client's index. */
export async function countRequestViews(db: Db, clientId: number, opts: RequestViewFilter = {}): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentRequests)
    .where(requestFilter(clientId, opts));
  return row?.n ?? 0;
}

/** A request with its type as the adviser words it, for the Documents page. */
export function listRequestViews(db: Db, clientId: number, opts: RequestViewFilter = {}) {
  const query = db
    .select({
      request: documentRequests,
      type_name: documentTypes.name,
      type_question: documentTypes.question,
      type_tooltip: documentTypes.tooltip,
      type_adviser_id: documentTypes.adviser_id,
      validity_kind: documentTypes.validity_kind,
      valid_days: documentTypes.valid_days,
      ext_name: documentTypeExtensions.name,
      ext_question: documentTypeExtensions.question,
      ext_tooltip: documentTypeExtensions.tooltip,
      ext_validity_kind: documentTypeExtensions.validity_kind,
      ext_valid_days: documentTypeExtensions.valid_days,
      category_id: documentCategories.id,
      category_name: documentCategories.name,
      category_position: documentCategories.position,
      type_position: documentTypes.position,
    })
    .from(documentRequests)
    .innerJoin(documentTypes, eq(documentTypes.id, documentRequests.document_type_id))
    .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.category_id))
    .leftJoin(
      documentTypeExtensions,
      and(
        eq(documentTypeExtensions.document_type_id, documentTypes.id),
        eq(documentTypeExtensions.adviser_id, documentRequests.adviser_id),
      ),
    )
    .where(requestFilter(clientId, opts))
    .orderBy(
      asc(documentRequests.applicant_id),
      asc(documentCategories.position),
      asc(documentTypes.position),
      asc(documentRequests.id),
    )
    .$dynamic();
  return opts.page ? query.limit(opts.page.limit).offset(opts.page.offset) : query;
}
export type RequestView = Awaited<ReturnType<typeof listRequestViews>>[number];

/**
 * The live files of these requests (or only the one `fileId`), with whether a client uploaded each, in request and
 * sequence order.
 */
export function listRequestFiles(db: Db, clientId: number, requestIds: number[], fileId?: number) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ file: files, uploader_role: users.role })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploaded_by_user_id))
    .where(
      and(
        eq(files.client_id, clientId),
        eq(files.purpose, 'document'),
        inArray(files.request_id, requestIds),
        fileId === undefined ? undefined : eq(files.id, fileId),
        isNull(files.deleted_at),
      ),
    )
    .orderBy(asc(files.request_id), asc(files.sequence));
}
export type RequestFileView = Awaited<ReturnType<typeof listRequestFiles>>[number];

/** A live request by id; the caller then passes the gate of its client. */
export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, id), isNull(documentRequests.deleted_at)));
  return row;
}

/** The same, locked for the rest of the transaction: uploads and reviews of one request take turns. */
export async function lockRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, id), isNull(documentRequests.deleted_at)))
    .for('update');
  return row;
}

/** Inserts the requests that do not exist yet (one per applicant and type); answers the ones made. */
export function insertRequests(db: Db, values: (typeof documentRequests.$inferInsert)[]): Promise<RequestRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(documentRequests).values(values).onConflictDoNothing().returning();
}

export async function countApplicantRequests(db: Db, applicantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentRequests)
    .where(and(eq(documentRequests.applicant_id, applicantId), isNull(documentRequests.deleted_at)));
  return row?.n ?? 0;
}

/** The types of `ids` that already have a live request of this applicant. */
export async function requestedTypeIds(db: Db, applicantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documentRequests.document_type_id })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicant_id, applicantId),
        inArray(documentRequests.document_type_id, ids),
        isNull(documentRequests.deleted_at),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function updateRequest(
  db: Db,
  id: number,
  set: Partial<typeof documentRequests.$inferInsert>,
): Promise<RequestRow | undefined> {
  const [row] = await db.update(documentRequests).set(set).where(eq(documentRequests.id, id)).returning();
  return row;
}

/** The review states of a request's live files. */
export async function fileStatesOf(db: Db, requestId: number) {
  return db
    .select({ id: files.id, review_state: files.review_state, storage_key: files.storage_key })
    .from(files)
    .where(and(eq(files.request_id, requestId), eq(files.purpose, 'document'), isNull(files.deleted_at)));
}

/** Sets the review state of a request's live files that are in `from`. */
export async function setFilesReview(
  db: Db,
  requestId: number,
  from: 'pending' | 'accepted',
  to: 'pending' | 'accepted' | 'rejected',
): Promise<void> {
  await db
    .update(files)
    .set({ review_state: to })
    .where(and(eq(files.request_id, requestId), eq(files.review_state, from), isNull(files.deleted_at)));
}

/** One of the adviser's live document templates; its data is the list of document type ids. */
export async function findDocumentTemplate(db: Db, adviserId: number, templateId: number) {
  const [row] = await db
    .select({ id: templates.id, name: templates.name, data: templates.data })
    .from(templates)
    .where(
      and(
        eq(templates.id, templateId),
        eq(templates.adviser_id, adviserId),
        eq(templates.type, 'document'),
        isNull(templates.deleted_at),
      ),
    );
  return row;
}
