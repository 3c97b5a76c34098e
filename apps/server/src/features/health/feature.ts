import type { Feature } from '../../feature';
import { healthRoutes } from './health.routes';

/** Whether the app and its database answer (probes). */
export const healthFeature: Feature = { name: 'health', routes: healthRoutes };
