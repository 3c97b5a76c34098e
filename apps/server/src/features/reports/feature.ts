import type { Feature } from '../../feature';
import { adviceRoutes } from './advice';
import { reportsRoutes } from './reports.routes';

/** The application report (PDF), and the advice it prints: serviceability and strategies. */
export const reportsFeature: Feature = {
  name: 'reports',
  routes(api, ctx) {
    reportsRoutes(api, ctx);
    adviceRoutes(api, ctx);
  },
};
