import { apiToken, bearer, mailTo } from '../api';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { helpShot } from '../help-shots';
import { DEMO, shot, uniqueEmail } from '../support';

/**
 * The public lead capture form (docs/spec/settings-billing-admin.md §2 Lead Capture Form): a visitor on a 375 px phone
 * fills the demo broker's form with the keyboard alone and is thanked in her name; the broker is emailed, finds the
 * lead in the client list and converts it in one action. A broker with the form off shows a friendly page.
 */

async function demoBrokerId(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request, DEMO.broker);
  const me = await request.get('/api/user/detail', { headers: bearer(token) });
  return { token, id: ((await me.json()) as { broker_id: number }).broker_id };
}

/** Moves focus with Tab until `target` has it (the keyboard alone, as a visitor without a mouse does). */
async function tabTo(page: Page, target: ReturnType<Page['getByLabel']>, max = 20) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the field');
}

test.describe('lead capture', () => {
  test('a visitor on a phone sends the demo broker her details, who converts the lead', async ({ page, request }) => {
    const { token, id } = await demoBrokerId(request);
    const tag = Math.random().toString(36).slice(2, 7);
    const email = uniqueEmail('lena');
    const last = `Lead${tag}`;

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/client/lead-capture/${id}/primary-reason`);
    await expect(page.getByRole('banner')).toContainText('Sarah Mitchell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to Sarah about your loan');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.name),
    );
    // Its own small entry: none of the app's chunks.
    expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Next without a choice says what is missing.
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByText('Please choose what you would like to do.')).toBeVisible();

    // Step 1, by keyboard: the first choice, arrow down to the next, Enter to go on.
    const first = page.getByLabel('Buy my first home');
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/client/lead-capture/${id}/about-you$`));

    // Step 2.
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Lena');
    await page.keyboard.press('Tab');
    await page.keyboard.type(last);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0400 123 456');
    await page.keyboard.press('Tab');
    await page.getByLabel('State').selectOption({ label: 'NSW' });
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page).toHaveURL(/\/your-loan$/);

    // Step 3.
    await page.getByLabel('About how much would you like to borrow?').selectOption({ label: '$500,000 to $750,000' });
    await page.getByLabel('When would you like the loan?').selectOption({ label: 'Within 3 months' });
    await tabTo(page, page.getByLabel('Morning (9am to 12pm)'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/I agree to be contacted by Sarah Mitchell/));
    await page.keyboard.press('Space');
    await helpShot(page, 'lead-form');
    // A person takes a few seconds over the form; the server refuses a faster one.
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Send' }).press('Enter');

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('status')).toHaveText(
      'Thank you, Lena. Sarah has your details and will call you back soon.',
    );
    await shot(page, 'lead-capture-thank-you-375');

    // The broker's email, at once; and the prospect's acknowledgement.
    await expect
      .poll(async () => (await mailTo(request, DEMO.broker)).map((m) => m.subject))
      .toContain(`New lead: Lena ${last}`);
    await expect
      .poll(async () => (await mailTo(request, email)).map((m) => m.subject))
      .toEqual(['Thanks for getting in touch with Harbour City Home Loans']);

    // The broker finds the lead under Leads and converts it.
    await page.setViewportSize({ width: 1366, height: 860 });
    await openAs(page, { token }, '/client/list');
    await page.getByRole('radiogroup', { name: 'Client type' }).getByText('Leads', { exact: true }).click();
    await page.getByLabel('Search clients').fill(last);
    await page.getByLabel('Search clients').press('Enter');
    const row = page.getByTestId('client-row').filter({ hasText: last });
    await expect(row).toHaveCount(1);
    await shot(page, 'lead-in-client-list');
    await page.getByRole('button', { name: `Actions for Lena ${last}` }).click();
    await page.getByRole('menuitem', { name: 'Convert to an active client' }).click();
    await expect(page.getByText('The lead is now an active client.').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Client type' }).getByText('Active', { exact: true }).click();
    await expect(page.getByTestId('client-row').filter({ hasText: last })).toHaveCount(1);
  });

  test('a broker with the form switched off shows a friendly page', async ({ page, request }) => {
    const broker = await freshAdviser(request);
    await page.goto(`/client/lead-capture/${broker.id}/primary-reason`);
    await expect(page.getByRole('heading', { name: 'Form not available' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This form is not available. Please contact your broker directly.',
    );
    const api = await request.get(`/api/lead-capture/${broker.id}`);
    expect(api.status()).toBe(404);
    await shot(page, 'lead-capture-unavailable');
  });
});
