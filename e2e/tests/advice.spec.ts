import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiCall, apiToken, bearer } from '../api';
import { makeClient } from '../application-steps';
import { test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot } from '../support';

/**
 * Serviceability and strategies (decision 048) in the browser: a Pro broker (the demo broker, whose paid features
 * are open) opens Serviceability for the demo couple, changes the rate and sees the maximum loan move; picks two
 * strategies; the report prints both with their assumptions. A Standard broker opening Strategies gets the upgrade
 * modal. The strategies chosen on the demo couple are taken off again at the end, so the demo stays as seeded.
 */
const SHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');
const nav = (page: Page) => page.getByTestId('application-nav');

async function demoCouple(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/client/list?query=Daniel%20Wright', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { clients } = (await res.json()) as { clients: { id: number; name: string }[] };
  const couple = clients.find((c) => c.name === 'Daniel Wright');
  expect(couple, 'the demo couple (Daniel and Sophie Wright)').toBeTruthy();
  return (couple as { id: number }).id;
}

async function reportText(request: APIRequestContext, token: string, clientId: number): Promise<string> {
  const { url } = await apiCall<{ url: string }>(request, token, 'report/token', { clientId });
  const pdf = await request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, 'advice-report.pdf');
  fs.writeFileSync(file, await pdf.body());
  // The report's Serviceability and Strategies pages as pictures to look at.
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SHOTS, 'advice-report-page')]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

test.describe('serviceability and strategies', () => {
  test('a Pro broker moves the maximum loan with the rate, picks two strategies and finds both in the report', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, DEMO.broker);
    const clientId = await demoCouple(request, token);
    try {
      await openAs(page, { token }, `/client/${clientId}/application/requirement`);
      await nav(page).getByRole('link', { name: 'Serviceability' }).click();
      await expect(page).toHaveURL(`/client/${clientId}/serviceability`);
      await expect(page.getByRole('heading', { name: 'Serviceability', level: 1 })).toBeVisible();
      const maxLoan = page.getByTestId('serviceability-max-loan');
      await expect(maxLoan).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(page.getByText('Maximum loan at 9%')).toBeVisible();
      await expect(page.getByTestId('serviceability-assumptions')).toContainText('3 percentage point buffer');
      await expect(page.getByText('Placeholder benchmark', { exact: true })).toBeVisible();
      const atSix = await maxLoan.textContent();
      await shot(page, 'serviceability');

      await page.getByLabel('Product rate (% a year)').fill('5');
      await expect(page.getByText('Maximum loan at 8%')).toBeVisible();
      await expect(maxLoan).not.toHaveText(atSix as string);
      const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      expect(amount(await maxLoan.textContent())).toBeGreaterThan(amount(atSix));
      await shot(page, 'serviceability-what-if');

      await nav(page).getByRole('link', { name: 'Strategies' }).click();
      await expect(page.getByRole('heading', { name: 'Strategies', level: 1 })).toBeVisible();
      const offset = page.getByTestId('strategy-extra_repayments_offset');
      await expect(offset.getByText('Fact-find: $312,000.00')).toBeVisible();
      await offset.getByRole('button', { name: 'Choose for the report' }).click();
      await expect(offset.getByText('In the report')).toBeVisible();
      const fund = page.getByTestId('strategy-emergency_fund');
      await fund.getByLabel('Months to cover').fill('6');
      await expect(fund.getByText('6 months of the declared living expenses')).toBeVisible();
      await fund.getByRole('button', { name: 'Choose for the report' }).click();
      await expect(fund.getByText('In the report')).toBeVisible();
      await shot(page, 'strategies');

      const text = await reportText(request, token, clientId);
      expect(text).toContain('Serviceability');
      expect(text).toMatch(/Financial year \d{4}-\d{2}/);
      expect(text).toContain('Strategies');
      expect(text).toContain('Extra repayments and an offset account');
      expect(text).toContain('Interest saved');
      expect(text).toContain('The offset balance of $312,000 stays in the account');
      expect(text).toContain('Emergency fund');
      expect(text).toContain('Months to cover 6 months');
      expect(text).toContain('6 months of the declared living expenses');
      expect(text).not.toContain('Salary sacrifice into super');
    } finally {
      for (const key of ['extra_repayments_offset', 'emergency_fund'])
        await apiCall(request, token, 'strategy/remove', { clientId, key });
    }
  });

  test('a Standard broker opening Strategies gets the upgrade modal', async ({ page, request }) => {
    test.setTimeout(120_000);
    const broker = await freshAdviser(request);
    const { clientId } = await makeClient(request, broker.token, 'Leo', 'Standard');
    await openAs(page, broker, `/broker/${broker.id}/stripe`);
    await page.getByRole('button', { name: 'Start Now with Standard' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /^Subscribe/ }).click();
    await expect(page.getByText('Your plan:')).toContainText('Standard');

    await page.goto(`/client/${clientId}/application/requirement`);
    // Serviceability is open to Standard; Strategies is Pro.
    await nav(page).getByRole('link', { name: 'Serviceability' }).click();
    await expect(page.getByTestId('serviceability-max-loan')).toBeVisible();
    await expect(page.getByTestId('serviceability-missing')).toContainText('Living expenses (not answered)');
    await expect(page.getByTestId('serviceability-max-loan')).toHaveText('Not known yet');
    await shot(page, 'serviceability-missing');
    await nav(page).getByRole('link', { name: 'Strategies' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('This feature is available for the Pro plan');
    await expect(modal.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
    await shot(page, 'strategies-upgrade-modal');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // The firm's own benchmark replaces the placeholder, and Serviceability names it.
    await page.goto(`/broker/${broker.id}/serviceability`);
    await expect(page.getByRole('heading', { name: 'Serviceability settings' })).toBeVisible();
    await expect(page.getByText('Placeholder', { exact: true })).toBeVisible();
    await page.getByLabel('Overtime (%)').fill('50');
    await page.getByLabel('Name of the benchmark').fill('Our aggregator’s HEM, July 2026');
    await page.getByLabel('Couple, 0 dependants: a month').fill('2,600');
    await shot(page, 'serviceability-settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Serviceability settings saved.')).toBeVisible();
    await page.goto(`/client/${clientId}/serviceability`);
    await expect(page.getByTestId('serviceability-assumptions')).toContainText('overtime 50%');
    await expect(page.getByTestId('serviceability-assumptions')).toContainText('Our aggregator’s HEM, July 2026');
  });
});
