import { it } from 'vitest';
import { PRIVACY_ENDPOINTS, walkClientEndpoints } from '../../../test/client-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

it('another person’s sign-in, signed consent and destroying a client answer each caller as the access gate says', async () => {
  await walkClientEndpoints(t, PRIVACY_ENDPOINTS);
}, 180_000);
