import { describe, it } from 'vitest';
import { walkClientEndpoints } from '../../../test/client-endpoints';
import { DOCUMENT_ENDPOINTS } from '../../../test/document-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('who may use the Documents endpoints', () => {
  it('answers the owner, another adviser (404), the client (own applicants; 403 outside the page or adviser-only), another client (404), an administrator, a visitor (401) and a suspended owner (403, upgrade)', async () => {
    await walkClientEndpoints(t, DOCUMENT_ENDPOINTS);
  }, 300_000);
});
