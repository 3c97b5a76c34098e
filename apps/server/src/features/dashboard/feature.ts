import type { Feature } from '../../feature';
import { dashboardRoutes } from './dashboard.routes';

/** The administrator's dashboard. */
export const dashboardFeature: Feature = { name: 'dashboard', routes: dashboardRoutes };
