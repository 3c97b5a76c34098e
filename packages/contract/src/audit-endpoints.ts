import { defineEndpoints } from './endpoint';

/**
 * The firm-wide audit (decision 044): who did what, when, from which address. Administrators read every event;
 * a broker or a planner reads the events of their own clients.
 */
export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/audit',
    access: ['admin', 'broker', 'planner'],
    summary: 'List audit events, newest first, filtered by type, person, client and dates',
  },
  export: {
    method: 'GET',
    path: '/audit/export',
    access: ['admin', 'broker', 'planner'],
    produces: 'text/csv',
    summary: 'Export the audit events of a filter as a CSV file',
  },
});
