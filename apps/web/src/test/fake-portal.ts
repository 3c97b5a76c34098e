import type { ClientDetail, Review } from '@brokerdesk/contract/constants';
import { vi } from 'vitest';
import { testClient, testProgress } from './client-fixtures';
import { jsonResponse } from './fixtures';

export interface PortalCall {
  path: string;
  body: Record<string, unknown> | undefined;
}

/**
 * The portal endpoints for the Submit page tests: client/detail and application/progress, and the actions,
 * each answering with the client changed as the server would, or with `fail`'s error.
 */
export function fakePortal(
  options: {
    client?: Partial<ClientDetail>;
    missing?: Parameters<typeof testProgress>[0];
    mailto?: { to: string; subject: string; body: string };
    fail?: { path: string; status: number; body: unknown };
    /** The client's latest annual review (none unless given). */
    review?: Review;
  } = {},
) {
  let client = testClient(options.client);
  let notes = '';
  let review = options.review ?? null;
  const calls: PortalCall[] = [];
  const now = '2026-03-05T02:00:00.000Z';
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = (url.split('?')[0] ?? '').replace('/api/', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (path === 'client/detail') return jsonResponse(200, client);
    if (path === 'application/progress') return jsonResponse(200, testProgress(options.missing));
    // The broker's assessment notes (features/reports) load with the page.
    if (path === 'report/assessment-notes' && !body) return jsonResponse(200, { notes, updated_at: null });
    // The adviser's disclosure documents: none here (consent-panel tests give their own).
    if (path === 'consent/list') return jsonResponse(200, { documents: [], pending: 0 });
    // A client's visit to the page, logged for the adviser's timeline (StepNav); the server answers 204.
    if (path === 'common/log-activity') return new Response(null, { status: 204 });
    // The client's annual review, read with their home and Submit pages.
    if (path === 'review/current') return jsonResponse(200, { review, next_due_on: null });
    calls.push({ path, body });
    if (path === 'review/confirm' && review) {
      review = { ...review, status: 'confirmed', confirmed_at: now };
      return jsonResponse(200, { review });
    }
    if (path === 'report/assessment-notes') {
      notes = String(body?.notes ?? '').trim();
      return jsonResponse(200, { notes, updated_at: now });
    }
    if (options.fail?.path === path) return jsonResponse(options.fail.status, options.fail.body);
    if (path === 'client/invite') {
      client = {
        ...client,
        access: 'invited',
        submit: { ...client.submit, pages: String(body?.pages), invited_at: now },
      };
      return jsonResponse(200, { client, ...(options.mailto ? { mailto: options.mailto } : {}) });
    }
    if (path === 'client/pages') client = { ...client, submit: { ...client.submit, pages: String(body?.pages) } };
    else if (path === 'client/revoke-access') client = { ...client, access: 'none' };
    else if (path === 'client/submit')
      client = { ...client, status: 'submitted', submit: { ...client.submit, submitted_at: now } };
    else if (path === 'client/mark-lodged') client = { ...client, status: 'lodged' };
    else return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    return jsonResponse(200, { client });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
