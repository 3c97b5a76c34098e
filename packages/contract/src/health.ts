import { z } from 'zod';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { healthEndpoints } from './health-endpoints';

export const HealthSchema = z.object({ status: z.literal('ok') });
// The answer of all three probes: named for what it is, not for the first endpoint bound to it.
apiComponents.add(HealthSchema, { id: 'Health' });

export const healthApi = bindSchemas(healthEndpoints, {
  check: { reply: HealthSchema },
  live: { reply: HealthSchema },
  ready: { reply: HealthSchema },
});
