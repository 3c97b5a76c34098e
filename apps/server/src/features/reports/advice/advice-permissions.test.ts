import { it } from 'vitest';
import { ADVICE_ENDPOINTS, walkClientEndpoints } from '../../../../test/client-endpoints';
import { useTestApp } from '../../../../test/use-test-app';

const t = useTestApp();

it('serviceability and strategies answer each caller as the access gate says, the suspended owner with the upgrade message', async () => {
  await walkClientEndpoints(t, ADVICE_ENDPOINTS);
}, 180_000);
