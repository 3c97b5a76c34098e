import { Readable } from 'node:stream';
import { DOCUMENT_TUS_PATH } from '@brokerdesk/contract';
import type { ServiceContext } from '../src/context';
import { insertRequests } from '../src/features/documents/requests/requests.repo';
import { insertTemplate } from '../src/features/templates/templates.repo';
import { insertFile } from '../src/files';
import { newStorageKey } from '../src/storage/storage';
import type { ClientEndpoint, ClientWorld } from './client-endpoints';
import { SAMPLE } from './file-fixtures';

/**
 * The Documents endpoints in the client permission walk (client-endpoints.ts): each world gets the rows its call
 * needs, made straight through the repos (a request of the second applicant, a file the client uploaded to it).
 */

type World = Pick<ClientWorld, 'adviserId' | 'clientId' | 'applicantId' | 'clientUserId'>;

async function payslipsId(ctx: ServiceContext): Promise<number> {
  const r = await ctx.database.executeSql("select id from document_types where code = 'payslips'");
  return Number(r.rows[0]?.id);
}

export async function requestOf(
  ctx: ServiceContext,
  w: World,
  state: 'requested' | 'uploaded' | 'rejected' = 'requested',
) {
  const [row] = await insertRequests(ctx.db, [
    {
      adviser_id: w.adviserId,
      client_id: w.clientId,
      applicant_id: w.applicantId,
      document_type_id: await payslipsId(ctx),
      state,
      reason: state === 'rejected' ? 'Blurry' : '',
    },
  ]);
  if (!row) throw new Error('request not made');
  return row.id;
}

/** A request waiting for review with one PDF the client uploaded. */
export async function withFile(ctx: ServiceContext, w: World) {
  const requestId = await requestOf(ctx, w, 'uploaded');
  const key = newStorageKey('pdf');
  await ctx.storage.put(key, Readable.from(SAMPLE.pdf), 'application/pdf');
  const file = await insertFile(ctx.db, {
    adviser_id: w.adviserId,
    client_id: w.clientId,
    purpose: 'document',
    storage_key: key,
    file_name: 'payslip.pdf',
    content_type: 'application/pdf',
    size_bytes: SAMPLE.pdf.length,
    uploaded_by_user_id: w.clientUserId,
    request_id: requestId,
    applicant_id: w.applicantId,
    review_state: 'pending',
    sequence: 1,
  });
  return { requestId, fileId: file.id };
}

const tusMetadata = (requestId: number) =>
  `requestId ${Buffer.from(String(requestId)).toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')}`;

export const DOCUMENT_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'POST',
    path: '/api/document/request',
    input: (w) => ({ clientId: w.clientId, applicantId: w.applicantId, documentTypeId: w.extra.typeId }),
    prepare: async (ctx) => ({ typeId: await payslipsId(ctx) }),
    page: 'document',
    adviserOnly: true,
    ok: 201,
  },
  {
    method: 'POST',
    path: '/api/document/apply-template',
    input: (w) => ({ clientId: w.clientId, applicantId: w.applicantId, templateId: w.extra.templateId }),
    prepare: async (ctx, w) => ({
      templateId: (
        await insertTemplate(ctx.db, w.adviserId, { type: 'document', name: 'Walk', data: [await payslipsId(ctx)] })
      ).id,
    }),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'GET',
    path: '/api/document/requests',
    input: (w) => ({ clientId: w.clientId, applicantId: w.applicantId }),
    prepare: async (ctx, w) => ({ requestId: await requestOf(ctx, w) }),
    page: 'document',
  },
  {
    method: 'DELETE',
    path: '/api/document/request',
    input: (w) => ({ requestId: w.extra.requestId }),
    prepare: async (ctx, w) => ({ requestId: await requestOf(ctx, w) }),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/document/review',
    input: (w) => ({ requestId: w.extra.requestId, decision: 'accept' }),
    prepare: (ctx, w) => withFile(ctx, w),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/document/re-request',
    input: (w) => ({ requestId: w.extra.requestId }),
    prepare: async (ctx, w) => ({ requestId: await requestOf(ctx, w, 'rejected') }),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/document/file-date',
    input: (w) => ({ fileId: w.extra.fileId, document_date: '2026-10-31' }),
    prepare: (ctx, w) => withFile(ctx, w),
    page: 'document',
  },
  {
    method: 'POST',
    path: '/api/document/upload',
    input: () => ({}),
    multipart: (w) => [
      { name: 'requestId', value: String(w.extra.requestId) },
      { name: 'file', filename: 'scan.pdf', data: SAMPLE.pdf },
    ],
    prepare: async (ctx, w) => ({ requestId: await requestOf(ctx, w) }),
    page: 'document',
    ok: 201,
  },
  {
    method: 'DELETE',
    path: '/api/document/file',
    input: (w) => ({ fileId: w.extra.fileId }),
    prepare: (ctx, w) => withFile(ctx, w),
    page: 'document',
  },
  {
    method: 'GET',
    path: '/api/file/download',
    input: (w) => ({ files_new_id: w.extra.fileId }),
    prepare: (ctx, w) => withFile(ctx, w),
    page: 'document',
  },
  {
    method: 'POST',
    path: '/api/document/download-all-as-zip',
    input: (w) => ({ clientId: w.clientId }),
    prepare: (ctx, w) => withFile(ctx, w),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: DOCUMENT_TUS_PATH,
    input: () => ({}),
    headers: (w) => ({
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': tusMetadata(w.extra.requestId as number),
    }),
    prepare: async (ctx, w) => ({ requestId: await requestOf(ctx, w) }),
    page: 'document',
    ok: 201,
  },
];
