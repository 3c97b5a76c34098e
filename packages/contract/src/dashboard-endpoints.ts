import { defineEndpoints } from './endpoint';

/** The administrator's dashboard (docs/spec/core-and-application.md §7). */
export const dashboardEndpoints = defineEndpoints('dashboard', {
  stats: {
    method: 'GET',
    path: '/dashboard/stats',
    access: 'admin',
    summary: 'Count brokers, clients, emails, paying customers and brokers using lodgement',
  },
});
