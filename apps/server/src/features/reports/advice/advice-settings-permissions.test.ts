import { it } from 'vitest';
import { SERVICEABILITY_SETTINGS_ENDPOINTS, walkAdviserEndpoints } from '../../../../test/adviser-endpoints';
import { useTestApp } from '../../../../test/use-test-app';

const t = useTestApp();

it('a firm’s serviceability settings are its own and its administrators’', async () => {
  await walkAdviserEndpoints(t, SERVICEABILITY_SETTINGS_ENDPOINTS);
}, 180_000);
