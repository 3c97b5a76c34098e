import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkPlan } from './build/chunk-plan.ts';
import { firstPaint } from './build/first-paint.ts';
import { helpContent } from './build/help-content.ts';
import { mantineStyles } from './build/mantine-styles.ts';
import { offlinePortal } from './build/offline-portal.ts';
import { phoneMetadata } from './build/phone-metadata.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    // The help centre's Markdown, rendered and indexed for search at build time.
    helpContent(fileURLToPath(new URL('./src/features/help/content', import.meta.url))),
    // Australia's phone numbering plan alone for the browser (decision 049); the server judges other countries' numbers.
    phoneMetadata(),
    // The frame index.html paints before any script, and the stylesheet off the first paint's path (decision 049).
    firstPaint(fileURLToPath(new URL('./src/app/first-paint', import.meta.url))),
    // The areas whose pages share chunks (docs/engineering-guide.md §5): what pages of the same areas share comes in one
    // file, so a page's first load is a handful of scripts rather than dozens of small ones. The parts every page of some
    // areas loads lazily just after it is drawn (notifications, the adviser's navigation bar and application header) are
    // areas of their own, so loading one brings only what it needs. The settings pages belong to none: an adviser
    // reaches them from pages whose chunks are already loaded.
    chunkPlan({
      areas: {
        public: /src\/features\/(auth\/[\w-]+-page|legal\/\w+-page|portal\/accept-invite-page)\.tsx$/,
        portal: /src\/app\/home\/client-home-page\.tsx$/,
        'fact-find':
          /src\/(features\/application\/(applicants\/)?[\w-]+-page|features\/portal\/submit-page|components\/fields\/date-control)\.tsx$/,
        'adviser-home': /src\/app\/home\/((broker-home|planner-home|onboarding)-page\.tsx|landing-data\.ts)$/,
        clients: /src\/features\/clients\/client-(list|activity)-page\.tsx$/,
        dashboard: /src\/app\/dashboard\/dashboard-page\.tsx$/,
        admin:
          /src\/features\/(catalogue\/catalogue|advisers\/(broker|planner)-list|feedback\/feedback-list|billing\/webhook-(list|event)|metrics\/metric[\w-]+|mailbox\/mailbox(-email)?)-page\.tsx$/,
        notifications: /node_modules\/@mantine\/notifications\//,
        'adviser-shell': /src\/app\/shell\/(sub-header|application-header)\.tsx$/,
      },
      // Charts, maps, drag and drop, dates and phone metadata: only the pages that use them download them.
      minSize: 3000,
      keepApart:
        /node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|@mantine[\\/](charts|dates)|dayjs|leaflet|@dnd-kit|libphonenumber-js)[\\/]/,
    }),
    mantineStyles(),
    precompress(),
    offlinePortal(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker, each file still in a context of its own: building jsdom again for every file took about
    // a minute of the suite on two cores (the run's own advice). A test stubs what it must through modules, never
    // the window's own locked properties (window.location cannot be redefined in this pool).
    pool: 'vmThreads',
    // As many as the other projects (vitest.config.ts), so the three run side by side in one group.
    maxWorkers: 3,
    // Menus load their code on the first click (LoadOnIntent): on a busy machine that import alone can take
    // seconds, so the tests that wait for it get room beyond vitest's 5 s default.
    testTimeout: 20_000,
    retry: Number(process.env.TEST_RETRIES ?? 0),
  },
});
