import type { Feature } from '../../feature';
import { metricsRoutes } from './metrics.routes';

/** The administrator's weekly metrics. */
export const metricsFeature: Feature = { name: 'metrics', routes: metricsRoutes };
