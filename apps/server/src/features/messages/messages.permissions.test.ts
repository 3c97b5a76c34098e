import { describe, it } from 'vitest';
import { LEAD_AND_MESSAGE_ENDPOINTS, walkClientEndpoints } from '../../../test/client-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('who may use the lead conversion and the messages', () => {
  it('answers the owner, another adviser (404), the client (403 for adviser-only), another client (404), an administrator and a visitor (401)', async () => {
    await walkClientEndpoints(t, LEAD_AND_MESSAGE_ENDPOINTS);
  }, 120_000);
});
