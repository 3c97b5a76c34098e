import { defineConfig } from 'vitest/config';

/** One runner, three projects: the shared contract, the API (route and service tests), and the web app. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two cores run two or three at once comfortably.
          maxWorkers: 3,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
