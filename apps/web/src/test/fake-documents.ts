import type { ClientDetail, DocumentRequest } from '@brokerdesk/contract/constants';
import { vi } from 'vitest';
import { testClient, testProgress } from './client-fixtures';
import { jsonResponse } from './fixtures';

export interface DocumentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * The Documents page's endpoints over a list of requests: document/requests answers them; review, re-request and the
 * deletions answer as the server would; `fail` answers one path with an error.
 */
export function fakeDocumentsApi(
  options: {
    requests?: DocumentRequest[];
    client?: Partial<ClientDetail>;
    fail?: { path: string; status: number; body: unknown };
  } = {},
) {
  let requests = options.requests ?? [];
  const client = testClient(options.client);
  const calls: DocumentCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const [pathPart, queryPart] = url.split('?');
    const path = (pathPart ?? '').replace('/api/', '');
    const query = Object.fromEntries(new URLSearchParams(queryPart ?? ''));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const method = init.method ?? 'GET';
    if (path === 'client/detail') return jsonResponse(200, client);
    if (path === 'application/progress') return jsonResponse(200, testProgress());
    calls.push({ method, path, query, body });
    if (options.fail?.path === path) return jsonResponse(options.fail.status, options.fail.body);
    if (path === 'document/requests') {
      // Paged as the server pages: limit and offset, with the total.
      const mine = requests.filter((r) => String(r.applicant_id) === query.applicantId);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 50);
      return jsonResponse(200, { requests: mine.slice(offset, offset + limit), total: mine.length });
    }
    if (path === 'document/review') {
      const decision = body?.decision as string;
      const state = decision === 'accept' ? 'accepted' : decision === 'reject' ? 'rejected' : 'not-applicable';
      requests = requests.map((r) =>
        r.id === body?.requestId ? { ...r, state, reason: String(body?.reason ?? '') } : r,
      ) as DocumentRequest[];
      return jsonResponse(200, { request: requests.find((r) => r.id === body?.requestId) });
    }
    if (path === 'document/file' && method === 'DELETE') {
      const fileId = Number(query.fileId);
      requests = requests.map((r) => ({ ...r, files: r.files.filter((f) => f.id !== fileId) }));
      return jsonResponse(200, { message: 'File removed.' });
    }
    if (path === 'document/request' && method === 'DELETE') {
      requests = requests.filter((r) => r.id !== Number(query.requestId));
      return jsonResponse(200, { message: 'Request removed.' });
    }
    if (path === 'client/reminders') return jsonResponse(200, { message: 'Reminders paused for this client.' });
    if (path === 'document/re-request') {
      requests = requests.map((r) => (r.id === body?.requestId ? { ...r, state: 'requested' as const } : r));
      return jsonResponse(200, { request: requests.find((r) => r.id === body?.requestId) });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, mutations: () => calls.filter((c) => c.method !== 'GET') };
}
