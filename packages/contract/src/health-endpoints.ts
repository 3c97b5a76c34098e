import { defineEndpoints } from './endpoint';

/**
 * Probes for a proxy or an orchestrator (decision 032), answered signed out. Failing, `check` and `ready` answer 503
 * in the error shape, saying which service is down.
 */
export const healthEndpoints = defineEndpoints('health', {
  check: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Check that the app and its database answer',
    failures: [503],
  },
  live: { method: 'GET', path: '/health/live', access: 'public', summary: 'Check that the process answers' },
  ready: {
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Check that this instance can serve: the database answers and the file storage can be written',
    failures: [503],
  },
});
