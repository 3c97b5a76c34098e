import { defineEndpoints } from './endpoint';

/** The administrators' weekly charts (docs/spec/settings-billing-admin.md §2 Metrics). */
export const metricsEndpoints = defineEndpoints('metrics', {
  years: { method: 'GET', path: '/metric/years', access: 'admin', summary: 'List the years that have metrics' },
  series: {
    method: 'GET',
    path: '/metric/:name',
    access: 'admin',
    summary: 'Read one metric of a year: a value for each day',
  },
});
