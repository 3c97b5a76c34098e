import { describe, expect, it } from 'vitest';
import { CLIENT_CORE_ENDPOINTS, expectedStatus, walkClientEndpoints } from '../../../test/client-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('who may use the client core endpoints', () => {
  it('answers the owner, another adviser (404), the client (own pages; 403 outside them or adviser-only), another client (404), an administrator and a visitor (401)', async () => {
    await walkClientEndpoints(t, CLIENT_CORE_ENDPOINTS);
  }, 120_000);

  it('derives the expected answers from the page and adviser-only marks', () => {
    const submit = CLIENT_CORE_ENDPOINTS.find((e) => e.path === '/api/client/submit');
    const archive = CLIENT_CORE_ENDPOINTS.find((e) => e.path === '/api/client/archive');
    if (!submit || !archive) throw new Error('table lost an endpoint');
    expect([expectedStatus(submit, 'client'), expectedStatus(submit, 'clientOutsidePages')]).toEqual([200, 403]);
    expect([expectedStatus(archive, 'client'), expectedStatus(archive, 'otherClient')]).toEqual([403, 404]);
  });
});
