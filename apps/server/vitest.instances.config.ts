import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Tests of real server processes (`npm run test:instances`, decision 014): draining on SIGTERM, a PostgreSQL
 * restart under load, two instances on one database. They start processes and databases of their own and time
 * recoveries, so they run one file at a time and outside `npm run test:unit`.
 */
export default defineConfig({
  test: {
    name: 'instances',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/instances/**/*.test.ts'],
    globalSetup: ['test/instances/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: Number(process.env.TEST_RETRIES ?? 0),
    reporters: ['default', path.resolve(import.meta.dirname, '../../scripts/flaky-reporter.mjs')],
  },
});
