import { it } from 'vitest';
import { walkAdviserEndpoints } from '../../../test/adviser-endpoints';
import { BILLING_ENDPOINTS } from '../../../test/billing-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

it('every billing endpoint answers the owner, another adviser, a client, an administrator and signed out as it should', async () => {
  await walkAdviserEndpoints(t, BILLING_ENDPOINTS);
}, 240_000);
