import { it } from 'vitest';
import { REPORT_LODGEMENT_ENDPOINTS, walkClientEndpoints } from '../../../test/client-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

it('View Report and the lodgement upload answer each caller as the access gate says', async () => {
  await walkClientEndpoints(t, REPORT_LODGEMENT_ENDPOINTS);
}, 120_000);
