import { type Feature, job } from '../../feature';
import { adviserSettingsRoutes } from './adviser-settings.routes';
import { refreshRecentClientCounts } from './advisers-admin.repo';
import { advisersAdminRoutes } from './advisers-admin.routes';

/** Brokers and planners: the admin lists and each adviser's own settings (one adviser core, decision 001). */
export const advisersFeature: Feature = {
  name: 'advisers',
  routes(api, ctx) {
    advisersAdminRoutes(api, ctx);
    adviserSettingsRoutes(api, ctx);
  },
  jobs: [
    // "Clients past month": clients age out of the 30 days without any write to tell us. Hourly, and at start.
    job('advisers.recent-clients', (ctx) => refreshRecentClientCounts(ctx.db, ctx.now()), {
      policy: 'short',
      every: '0 * * * *',
      atStart: true,
    }),
  ],
};
