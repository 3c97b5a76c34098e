import { MAX_PAGE_SIZE } from '@brokerdesk/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '../../test/client-fixtures';
import { testRequest } from '../../test/document-fixtures';
import { fakeDocumentsApi } from '../../test/fake-documents';
import { fetchApplicantRequests } from './requests-api';

afterEach(() => vi.unstubAllGlobals());

describe('the applicant’s requests, from the paged document/requests', () => {
  it('asks page after page until it has the total, in the server’s order', async () => {
    const count = 2 * MAX_PAGE_SIZE + 7;
    const requests = Array.from({ length: count }, (_, i) => testRequest({ id: 1000 + i }));
    const api = fakeDocumentsApi({ requests });
    const got = await fetchApplicantRequests(CLIENT_ID, 101);
    expect(got.map((r) => r.id)).toEqual(requests.map((r) => r.id));
    const pages = api.calls.filter((c) => c.path === 'document/requests');
    expect(pages.map((c) => [c.query.limit, c.query.offset])).toEqual([
      [String(MAX_PAGE_SIZE), '0'],
      [String(MAX_PAGE_SIZE), String(MAX_PAGE_SIZE)],
      [String(MAX_PAGE_SIZE), String(2 * MAX_PAGE_SIZE)],
    ]);
  });

  it('makes one call when the applicant’s requests fit a page (none, or a few)', async () => {
    const api = fakeDocumentsApi({ requests: [testRequest()] });
    expect(await fetchApplicantRequests(CLIENT_ID, 101)).toHaveLength(1);
    expect(await fetchApplicantRequests(CLIENT_ID, 102)).toEqual([]);
    expect(api.calls.filter((c) => c.path === 'document/requests')).toHaveLength(2);
  });
});
