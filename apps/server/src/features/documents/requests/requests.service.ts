import {
  type DocumentApplyTemplateSchema,
  type DocumentFile,
  type DocumentRequest,
  type DocumentRequestCreateSchema,
  MAX_REQUESTS_PER_APPLICANT,
  MESSAGES,
} from '@brokerdesk/contract';
import type { z } from 'zod';
import { type ClientAccess, requireAccess } from '../../../access';
import { businessToday } from '../../../business-day';
import { recordClientEvent } from '../../../client-events';
import type { Actor, ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../errors';
import { findRequestableTypes } from '../catalogue';
import { clientApplicants, requireApplicant } from './client-applicants';
import { applicantNames, toDocumentFile, toDocumentRequests, typeNameOf, validityOf } from './request-dto';
import {
  countApplicantRequests,
  countRequestViews,
  findDocumentTemplate,
  insertRequests,
  listRequestFiles,
  listRequestViews,
  type RequestViewFilter,
  requestedTypeIds,
} from './requests.repo';

/*
 * Asking for documents (docs/spec/settings-billing-admin.md §1, the documents issue): one type at a time, a whole
 * document template, and the list the Documents page shows. Review, removal and re-requests are in review.service.ts.
 */

/** The requests of a client (one applicant's, or all), shaped for the page. */
export async function readRequests(
  ctx: ServiceContext,
  access: ClientAccess,
  opts: RequestViewFilter = {},
): Promise<DocumentRequest[]> {
  const clientId = access.client.id;
  const [views, applicants] = await Promise.all([
    listRequestViews(ctx.db, clientId, opts),
    clientApplicants(ctx, access),
  ]);
  const fileViews = await listRequestFiles(
    ctx.db,
    clientId,
    views.map((v) => v.request.id),
  );
  return toDocumentRequests(views, fileViews, applicantNames(applicants), businessToday(ctx));
}

export async function readRequest(ctx: ServiceContext, access: ClientAccess, requestId: number) {
  const [request] = await readRequests(ctx, access, { requestIds: [requestId] });
  if (!request) throw notFound();
  return request;
}

/**
 * One file of a request as the page shows it, read alone: the answer of an upload or a date change, and a download's
 * name, without reading the request's other files. 404 when it is not a live file of that request.
 */
export async function readRequestFile(
  ctx: ServiceContext,
  access: ClientAccess,
  requestId: number,
  fileId: number,
): Promise<DocumentFile> {
  const [[view], [file], applicants] = await Promise.all([
    listRequestViews(ctx.db, access.client.id, { requestIds: [requestId] }),
    listRequestFiles(ctx.db, access.client.id, [requestId], fileId),
    clientApplicants(ctx, access),
  ]);
  if (!view || !file) throw notFound();
  const applicant = applicantNames(applicants).get(view.request.applicant_id) ?? '';
  return toDocumentFile(file, applicant, typeNameOf(view), validityOf(view), businessToday(ctx));
}

/** GET document/requests: the adviser, an administrator, or the client (their own applicants only); one page. */
export async function listDocumentRequests(
  ctx: ServiceContext,
  actor: Actor,
  query: { clientId: number; applicantId?: number; limit: number; offset: number },
): Promise<{ requests: DocumentRequest[]; total: number }> {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: query.clientId }, { page: 'document' });
  const { applicantId, limit, offset } = query;
  if (applicantId !== undefined) await requireApplicant(ctx, access, applicantId);
  const [requests, total] = await Promise.all([
    readRequests(ctx, access, { applicantId, page: { limit, offset } }),
    countRequestViews(ctx.db, access.client.id, { applicantId }),
  ]);
  return { requests, total };
}

interface RequestTypes {
  adviserId: number;
  clientId: number;
  applicantId: number;
  typeIds: number[];
  userId: number;
}

/**
 * Makes the requests of these types that the applicant does not have yet (duplicates merged by the unique index),
 * within the cap; answers the requests made. The types were checked by the caller.
 */
export async function insertTypeRequests(db: Db, input: RequestTypes) {
  const existing = await requestedTypeIds(db, input.applicantId, input.typeIds);
  const wanted = [...new Set(input.typeIds)].filter((id) => !existing.has(id));
  if (wanted.length === 0) return [];
  if ((await countApplicantRequests(db, input.applicantId)) + wanted.length > MAX_REQUESTS_PER_APPLICANT) {
    throw invalid(MESSAGES.documentRequestCap, 'applicantId');
  }
  return insertRequests(
    db,
    wanted.map((typeId) => ({
      adviser_id: input.adviserId,
      client_id: input.clientId,
      applicant_id: input.applicantId,
      document_type_id: typeId,
      requested_by_user_id: input.userId,
    })),
  );
}

type CreateInput = z.output<typeof DocumentRequestCreateSchema>;

/** POST document/request: one catalogue type (or the adviser's custom type, general or for this client). */
export async function createDocumentRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateInput,
): Promise<DocumentRequest> {
  const access = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: input.clientId },
    { page: 'document', adviserOnly: true },
  );
  await requireApplicant(ctx, access, input.applicantId);
  const { client } = access;
  const typeId = (input.documentTypeId ?? input.customDocumentTypeId) as number;
  const [type] = await findRequestableTypes(ctx.db, client.adviser_id, client.id, [typeId]);
  // A custom type named as shared (or the reverse) is the caller's mix-up: the same 404 as another adviser's type.
  if (!type || (input.customDocumentTypeId !== undefined) !== (type.adviser_id !== null)) throw notFound();
  const requestId = await ctx.db.transaction(async (tx) => {
    const [made] = await insertTypeRequests(tx, {
      adviserId: client.adviser_id,
      clientId: client.id,
      applicantId: input.applicantId,
      typeIds: [type.id],
      userId: actor.userId,
    });
    if (!made) throw conflict(MESSAGES.documentRequestExists, 'documentTypeId');
    await recordClientEvent(tx, client, actor, ctx.now(), {
      action: 'document_requested',
      detail: { requestId: made.id, applicantId: input.applicantId, documentTypeId: type.id },
      dataChanged: false,
    });
    return made.id;
  });
  return readRequest(ctx, access, requestId);
}

type ApplyInput = z.output<typeof DocumentApplyTemplateSchema>;

/**
 * Requests every type of one of the adviser's document templates that is still available, in one transaction;
 * types the applicant already has are merged. Used by document/apply-template and by client/create.
 */
export async function requestTemplateDocuments(
  db: Db,
  input: { adviserId: number; clientId: number; applicantId: number; templateId: number; userId: number },
) {
  const template = await findDocumentTemplate(db, input.adviserId, input.templateId);
  if (!template) throw notFound();
  const ids = template.data.filter((v): v is number => typeof v === 'number');
  const types = await findRequestableTypes(db, input.adviserId, input.clientId, ids);
  const made = await insertTypeRequests(db, { ...input, typeIds: types.map((t) => t.id) });
  return { template, typeIds: types.map((t) => t.id), made };
}

/** POST document/apply-template: answers the applicant's requests of the template's types, new and existing. */
export async function applyDocumentTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: ApplyInput,
): Promise<DocumentRequest[]> {
  const access = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: input.clientId },
    { page: 'document', adviserOnly: true },
  );
  await requireApplicant(ctx, access, input.applicantId);
  const { client } = access;
  const typeIds = await ctx.db.transaction(async (tx) => {
    const applied = await requestTemplateDocuments(tx, {
      adviserId: client.adviser_id,
      clientId: client.id,
      applicantId: input.applicantId,
      templateId: input.templateId,
      userId: actor.userId,
    });
    await recordClientEvent(tx, client, actor, ctx.now(), {
      action: 'document_template_applied',
      detail: {
        templateId: applied.template.id,
        name: applied.template.name,
        applicantId: input.applicantId,
        requested: applied.made.length,
      },
      dataChanged: false,
    });
    return new Set(applied.typeIds);
  });
  const all = await readRequests(ctx, access, { applicantId: input.applicantId });
  return all.filter((r) => typeIds.has(r.document_type_id));
}
