import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { expect, test } from '../fixtures';
import { DEMO, shot, signIn } from '../support';

/*
 * Two-step sign-in required of administrators (ADMIN_MFA=required, decision 044). The shared e2e server keeps it
 * optional, so every other spec's sign-ins work as they were; this spec starts a server of its own, on the same
 * build with the demo in a fresh data folder, where the demo administrator is held at the set-up until it is done.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  // A cold start seeds the demo into the new folder: seconds on a quiet machine, more on a busy one.
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-e2e-mfa-'));
  const root = path.resolve(import.meta.dirname, '../..');
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ADMIN_MFA: 'required',
      RATE_LIMIT_AUTH_PER_IP: '100000',
      SMTP_URL: '',
      LODGEMENT_URL: '',
    },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 220_000) throw new Error('the ADMIN_MFA=required server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid) server.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r) ?? r(undefined));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an administrator uses no admin page until two-step sign-in is on; a reused code is refused, a recovery code works once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/login`);
  await signIn(page, DEMO.admin);
  // Held at the set-up: the admin pages lead there.
  await expect(page).toHaveURL(`${base}/security`);
  await expect(page.getByText('Required by your firm')).toBeVisible();
  await page.goto(`${base}/broker/list`);
  await expect(page).toHaveURL(`${base}/security`);
  await shot(page, 'security-required');

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await shot(page, 'security-setup');
  await page.getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not right, or it was used already.')).toBeVisible();
  const code = generateSync({ secret });
  await page.getByLabel('Code from your app').fill(code);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await shot(page, 'security-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Signed-in devices')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await shot(page, 'security-on');

  // Now the admin pages open.
  await page.goto(`${base}/broker/list`);
  await expect(page.getByRole('heading', { name: 'Brokers' })).toBeVisible();

  // Signing in again asks for a code: the one just used is refused, a recovery code works, once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/login`);
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await shot(page, 'login-second-step');
  await page.getByLabel('Code from your app').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is not right, or it was used already.')).toBeVisible();
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/broker\/list/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/login`);
  await signIn(page, DEMO.admin);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That recovery code is not right, or it was used already.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a code from your app instead' }).click();
  // The next code of the app (its next time step) signs in.
  const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Code from your app').fill(next);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/broker\/list/);

  // The audit lists what happened, filterable by type, and exports it.
  await page.goto(`${base}/audit`);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Recovery code used' }).click();
  await expect(page.getByRole('table', { name: 'Audit events' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
  await shot(page, 'audit-admin');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^BrokerDesk-audit-\d{4}-\d\d-\d\d\.csv$/);
});
