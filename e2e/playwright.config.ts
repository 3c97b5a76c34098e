import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The fake lodgement system the app uploads to (apps/server/test/fake-lodgement-server.ts), beside the app. */
const lodgementPort = Number(process.env.E2E_LODGEMENT_PORT ?? port + 1000);
/** The test SMTP server the app sends every email to (mail-catcher.ts), and where the specs read what arrived. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
process.env.MAIL_CATCHER_URL ??= `http://127.0.0.1:${port + 2001}`;
// One fresh data folder per run, made once by the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test makes what it changes (fresh-adviser.ts) and reads only what no test changes, so any test may run on
  // either worker in any order (`--shuffle` checks it): the two workers share the tests, not whole files.
  fullyParallel: true,
  workers: 2,
  // Once more in CI (.ci/run sets TEST_RETRIES; decision 043): the summary still counts such a test as flaky.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // The client portal's service worker (decision 045) would answer a test's requests from its caches: only the
    // tests of working offline let it in (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 860 } } }],
  webServer: [
    {
      command: `node --import tsx ${path.join(root, 'e2e/mail-catcher.ts')}`,
      cwd: root,
      url: `${process.env.MAIL_CATCHER_URL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(smtpPort),
        MAIL_CATCHER_HTTP_PORT: new URL(process.env.MAIL_CATCHER_URL).port,
      },
    },
    {
      command: `node --import tsx ${path.join(root, 'apps/server/test/fake-lodgement-main.ts')}`,
      cwd: root,
      url: `http://127.0.0.1:${lodgementPort}/__fake/deals`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_LODGEMENT_PORT: String(lodgementPort) },
    },
    {
      // The real built app, compiled as `npm start` runs it (the test script builds both first), on the embedded
      // database in a fresh folder.
      command: `node --enable-source-maps ${path.join(root, 'apps/server/dist/main.js')}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // A machine shared with other runs may need longer for the first start (migrations and the demo seed).
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000),
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_IP: '100000',
        RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
        LODGEMENT_URL: `http://127.0.0.1:${lodgementPort}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
