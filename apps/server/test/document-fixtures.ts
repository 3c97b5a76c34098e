import type { DocumentFile, DocumentRequest } from '@brokerdesk/contract';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import type { ServiceContext } from '../src/context';
import { type MadeClient, makeClient, sessionFor } from './client-factories';
import { call } from './factories';
import { multipart } from './file-fixtures';
import type { TestApp } from './harness';

/**
 * Documents test fixtures (not a test file itself): a broker's client with a portal sign-in and a second applicant,
 * catalogue types by code, and the calls of the Documents page.
 */

export interface DocWorld extends MadeClient {
  brokerToken: string;
  clientToken: string;
  secondId: number;
}

export async function makeDocWorld(t: TestApp, broker: { id: number }, opts: { first_name?: string } = {}) {
  const made = await makeClient(t.ctx, broker.id, { withUser: true, others: ['person'], ...opts });
  return {
    ...made,
    clientToken: await sessionFor(t.ctx, made.userId as number),
    secondId: made.applicantIds[0] as number,
  };
}

export async function typeId(ctx: ServiceContext, code: string): Promise<number> {
  const r = await ctx.database.executeSql('select id from document_types where code = $1', [code]);
  const id = Number(r.rows[0]?.id);
  if (!id) throw new Error(`no document type ${code}`);
  return id;
}

export async function requestDoc(
  t: TestApp,
  token: string,
  w: { clientId: number },
  applicantId: number,
  documentTypeId: number,
): Promise<DocumentRequest> {
  const res = await call(t.app, token, {
    method: 'POST',
    url: '/api/document/request',
    payload: { clientId: w.clientId, applicantId, documentTypeId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request;
}

export function uploadDoc(
  t: TestApp,
  token: string | null,
  requestId: number,
  data: Buffer,
  filename = 'scan.pdf',
  documentDate?: string,
) {
  const body = multipart([
    { name: 'requestId', value: String(requestId) },
    ...(documentDate ? [{ name: 'document_date', value: documentDate }] : []),
    { name: 'file', filename, data },
  ]);
  return call(t.app, token, { method: 'POST', url: '/api/document/upload', ...body });
}

export async function uploaded(t: TestApp, token: string, requestId: number, data: Buffer, filename?: string) {
  const res = await uploadDoc(t, token, requestId, data, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file as DocumentFile;
}

export async function listDocs(t: TestApp, token: string, clientId: number, applicantId?: number) {
  const q = applicantId === undefined ? '' : `&applicantId=${applicantId}`;
  const res = await call(t.app, token, { method: 'GET', url: `/api/document/requests?clientId=${clientId}${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().requests as DocumentRequest[];
}

export function review(t: TestApp, token: string, requestId: number, decision: string, reason?: string) {
  return call(t.app, token, {
    method: 'POST',
    url: '/api/document/review',
    payload: { requestId, decision, ...(reason === undefined ? {} : { reason }) },
  });
}

export async function counters(t: TestApp, clientId: number) {
  const r = await t.database.executeSql(
    'select num_documents_received as received, num_documents_to_review as to_review from clients where id = $1',
    [clientId],
  );
  return { received: Number(r.rows[0]?.received), toReview: Number(r.rows[0]?.to_review) };
}

export async function activityOf(t: TestApp, clientId: number): Promise<string[]> {
  const r = await t.database.executeSql('select action from activity where client_id = $1 order by id', [clientId]);
  return r.rows.map((row) => String(row.action));
}

/** Whether storage holds an object under the key (the stream opened to find out is closed at once). */
export async function storedExists(t: TestApp, key: string): Promise<boolean> {
  const object = await t.ctx.storage.get(key);
  object?.stream.destroy();
  return object !== null;
}

/** Every entry of a zip, read with yauzl: its name and bytes. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(out));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
