import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of the embedded database itself (its lock, its backups, one writer per folder): they open PGlite whatever
 * the suite runs on. CI runs them in `npm test` and sets TEST_EMBEDDED_DONE=1 for its PostgreSQL rerun of the
 * API suite, which would only repeat them.
 */
const EMBEDDED_ONLY = ['src/db/data-dir-lock.test.ts', 'src/backup/backup.test.ts', 'test/embedded-one-writer.test.ts'];

/**
 * How many times a failed test runs again: 0 here, 1 in CI (.ci/run sets TEST_RETRIES; decision 043). A test that
 * passes on its second run is still printed as retried, and one that fails twice fails the run.
 */
export const TEST_RETRIES = Number(process.env.TEST_RETRIES ?? 0);

/** One runner, three projects: the shared contract, the API (route and service tests), and the web app. */
export default defineConfig({
  test: {
    // Each server test file opens its own database; two cores run three files at once comfortably.
    maxWorkers: 3,
    reporters: TEST_RETRIES > 0 ? ['default', './scripts/flaky-reporter.mjs'] : ['default'],
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          retry: TEST_RETRIES,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Real server processes: `npm run test:instances` (apps/server/vitest.instances.config.ts).
          exclude: [
            ...configDefaults.exclude,
            'test/instances/**',
            ...(process.env.TEST_EMBEDDED_DONE === '1' ? EMBEDDED_ONLY : []),
          ],
          globalSetup: ['test/global-setup.ts'],
          // Files share a worker's modules: each opens its own database and app (test/use-test-app.ts) and no server
          // test mocks a module, so importing the whole server again for every file only cost time (the suite's
          // import time 15 s instead of minutes; 3 min 16 s for the suite on PGlite on two cores).
          isolate: false,
          testTimeout: 30_000,
          retry: TEST_RETRIES,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
