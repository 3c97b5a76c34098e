import { describe, it } from 'vitest';
import { walkClientEndpoints } from '../../../test/client-endpoints';
import { REVIEW_ENDPOINTS } from '../../../test/review-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('who may use annual reviews', () => {
  it('answers the owner and an administrator, 404 to another adviser or client, 403 to the client where adviser-only, 401 signed out', async () => {
    await walkClientEndpoints(t, REVIEW_ENDPOINTS);
  }, 180_000);
});
