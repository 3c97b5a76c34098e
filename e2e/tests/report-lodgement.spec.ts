import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiCall } from '../api';
import { makeClient } from '../application-steps';
import { test } from '../fixtures';
import { type FreshAdviser, freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * The report and the lodgement in the browser: View Report opens the application's PDF in a new tab, with the assessment notes typed
 * on the Submit page; the upload goes to the fake lodgement system (started beside the app by playwright.config.ts)
 * with its progress and the confirmation; a wrong API key is named in plain words. The report's first two pages
 * are kept as PNG beside the screenshots (pdftoppm).
 */
const SHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** Runs one of poppler's tools; without poppler-utils the test fails saying what to install, never skips. */
function poppler(tool: 'pdftotext' | 'pdftoppm' | 'pdfinfo', args: string[]): Buffer {
  try {
    return execFileSync(tool, args);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error(
      `${tool} was not found: the report's browser test needs poppler (Debian: apt-get install poppler-utils)`,
    );
  }
}
const lodgementUrl = `http://127.0.0.1:${Number(process.env.E2E_LODGEMENT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000)}`;

/** A broker in trial with the lodgement option on (aggregator 5) and their lodgement credentials saved. */
function lodgingBroker(request: APIRequestContext, apiKey = 'key-good') {
  return freshAdviser(request, {
    settings: {
      company: 'Mitchell Home Loans',
      aggregator_id: 5,
      lodge_user: 'sarah.mitchell',
      lodge_pass: 'lodge-pass-1',
      lodge_api_key: apiKey,
      lodge_api_token: 'token-good',
    },
  });
}

/** A client with what the lodgement needs: the primary applicant's birth date and the loan's purpose and amount. */
async function readyClient(request: APIRequestContext, broker: FreshAdviser) {
  const c = await makeClient(request, broker.token, 'Olivia', 'Report');
  await apiCall(request, broker.token, 'applicant/edit-person', {
    clientId: c.clientId,
    applicantId: c.primaryId,
    keyValueArr: [
      { key: 'date_of_birth', value: '1988-06-15' },
      { key: 'phone_mobile', value: '0412 345 678' },
    ],
  });
  await apiCall(request, broker.token, 'application/requirement/save', {
    clientId: c.clientId,
    keyValueArr: [
      { key: 'purpose', value: 'refinance' },
      { key: 'loan_amount', value: 52_500_000 },
      { key: 'objectives', value: 'A lower rate and an offset account for our savings.' },
    ],
  });
  return c;
}

/** The application's actions, beside the client's name in the application header. */
const actions = (page: Page) => page.getByTestId('application-actions');

test.describe('the application report and the lodgement upload', () => {
  test('the broker writes assessment notes and finds them in the report opened in a new tab', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await lodgingBroker(request);
    const { clientId, primary } = await readyClient(request, broker);
    await openAs(page, broker, `/client/${clientId}/application/submit`);

    const notes = page.getByLabel('Notes for the preliminary assessment');
    await expect(notes).toBeEnabled();
    await notes.fill('Verified the payslips; comfortable surplus at a 3% buffer.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Your assessment notes were saved.')).toBeVisible();
    await shot(page, 'report-submit-notes');

    // The tab's answer as the server sent it (Chromium shows a PDF in a viewer page of its own).
    let pdf: Buffer = Buffer.alloc(0);
    let reportUrl = '';
    await page.context().route('**/api/report/preview/**', async (route) => {
      const answer = await route.fetch();
      if (answer.headers()['content-type'] === 'application/pdf') {
        pdf = await answer.body();
        reportUrl = route.request().url();
      }
      await route.fulfill({ response: answer });
    });
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      actions(page)
        .getByRole('button', { name: /View Report/ })
        .click(),
    ]);
    await expect.poll(() => pdf.length).toBeGreaterThan(1000);
    expect(reportUrl).toContain(`/api/report/preview/${clientId}?token=`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(SHOTS, { recursive: true });
    const file = path.join(SHOTS, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const text = poppler('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(primary);
    expect(text).toContain('Mitchell Home Loans');
    expect(text).toContain('A lower rate and an offset account for our savings.');
    expect(text).toContain('$525,000');
    expect(text).toContain('Serviceability');
    expect(text).toContain('Verified the payslips; comfortable surplus at a 3% buffer.');
    // The application is far from complete, and the report says so: the count on its first page, "Not answered" in
    // place of each missing answer, and no surplus drawn from expenses nobody entered.
    const first = poppler('pdftotext', ['-layout', '-f', '1', '-l', '1', file, '-']).toString().replace(/\s+/g, ' ');
    expect(first).toMatch(/This application is not complete \d+ answers are missing from this application/);
    expect(first).toContain('Status In progress');
    expect(text).toContain('Not answered');
    expect(text).toContain('Living expenses (declared) Not answered');
    expect(text).toContain('There is no surplus or maximum loan until these are answered.');
    expect(text).not.toMatch(/Surplus|Shortfall \$/);
    // Tagged, with its structure tree, so a screen reader can read it.
    expect(poppler('pdfinfo', [file]).toString()).toMatch(/^Tagged:\s+yes$/m);
    // The report's first two pages as pictures to look at.
    poppler('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '2', file, path.join(SHOTS, 'report-page')]);

    // The link was for one use: opening it again shows a page that says so. It opens in a tab of its own: the
    // report's tab may still be inside Chromium's PDF viewer, whose own navigation would interrupt a second one.
    await tab.close();
    const again = await page.context().newPage();
    await again.goto(reportUrl);
    await expect(again.getByRole('heading', { name: 'This report link no longer works' })).toBeVisible();
    await again.screenshot({ path: path.join(SHOTS, 'report-link-used.png') });
    await again.close();
  });

  test('the broker uploads to the lodgement system, sees the progress, then the confirmation with the reference', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await lodgingBroker(request);
    const { clientId } = await readyClient(request, broker);
    // The fake answers slowly, so the progress stays on screen long enough to see.
    await request.post(`${lodgementUrl}/__fake/faults`, { data: { delayMs: 1200 } });
    try {
      await openAs(page, broker, `/client/${clientId}/application/submit`);
      await actions(page).getByRole('link', { name: 'Upload to the lodgement system' }).click();
      await expect(page).toHaveURL(`/client/${clientId}/lodgement`);
      await expect(page.getByRole('heading', { name: 'Upload to the lodgement system' })).toBeVisible();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      // The application still lacks answers: the page warns first, and the broker goes ahead.
      await page.getByRole('dialog').getByRole('button', { name: 'Upload anyway' }).click();
      await expect(page.getByTestId('lodgement-progress')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Preparing|Sending/ })).toBeVisible();
      await shot(page, 'lodgement-progress');
    } finally {
      await request.post(`${lodgementUrl}/__fake/faults`, { data: { delayMs: 0 } });
    }
    await expect(page).toHaveURL(`/client/${clientId}/lodgement/confirmation`, { timeout: 30_000 });
    const reference = page.getByTestId('lodgement-reference');
    await expect(reference).toHaveText(/^MRC-\d+$/);
    const link = page.getByRole('link', { name: 'Open in the lodgement system' });
    await expect(link).toHaveAttribute('href', new RegExp(`^${lodgementUrl}/deals/d\\d+$`));
    await shot(page, 'lodgement-confirmation');
    const ref = await reference.textContent();

    // The client is lodged, and the timeline says who uploaded it and the reference.
    await page.goto(`/client/${clientId}/activity`);
    await expect(page.getByText(`uploaded the application to the lodgement system (reference ${ref})`)).toBeVisible();
  });

  test('a wrong API key stops the upload and says which credential is wrong', async ({ page, request }) => {
    test.setTimeout(90_000);
    const broker = await lodgingBroker(request, 'wrong-api-key');
    const { clientId } = await readyClient(request, broker);
    await openAs(page, broker, `/client/${clientId}/lodgement`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The application still lacks answers: the page warns first, and the broker goes ahead.
    await page.getByRole('dialog').getByRole('button', { name: 'Upload anyway' }).click();
    const error = page.getByTestId('lodgement-error');
    await expect(error).toContainText(
      'The lodgement system did not accept your API key. Please check it on My account.',
    );
    await expect(page.getByText('wrong-api-key')).toHaveCount(0);
    await shot(page, 'lodgement-wrong-api-key');
  });
});
