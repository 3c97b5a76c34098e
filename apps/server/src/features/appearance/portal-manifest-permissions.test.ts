import { it } from 'vitest';
import { PORTAL_HOME_SCREEN_ENDPOINTS, walkAdviserEndpoints } from '../../../test/adviser-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

it('the portal’s manifest and icons answer everyone alike, signed in or not', async () => {
  await walkAdviserEndpoints(t, PORTAL_HOME_SCREEN_ENDPOINTS);
}, 180_000);
