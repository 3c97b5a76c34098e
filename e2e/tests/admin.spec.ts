import fs from 'node:fs';
import { joiningBrokerList, readingBrokerList } from '../broker-list-gate';
import { type Browser, expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot, signInFromLogin, uniqueEmail } from '../support';

/**
 * The admin console, walked as the demo administrator. What it changes is its own: advisers it signs up, feedback
 * it sends as a broker of its own, a shared document type it adds; the one seeded record it changes, a paying
 * broker's billing, is no other spec's.
 */

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const adminNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name, exact: true }).click();
const rows = (page: Page) => page.getByTestId(/^adviser-row-/);
const firstNameCell = (page: Page) => rows(page).first().locator('td').first();
/** The list has drawn the rows of its current URL (the previous ones stay, marked busy, while they load). */
const idle = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const header = (page: Page, name: RegExp) => page.getByRole('columnheader', { name });
const sortBy = (page: Page, name: RegExp) => header(page, name).getByRole('button').click();
const ADMIN_LINKS = [
  'Dashboard',
  'Brokers',
  'Planners',
  'Metrics',
  'Feedback',
  'Webhooks',
  'Mailbox',
  'Documents',
  'Audit',
  'Logout',
];

/** A new adviser registered through the sign-up page in a context of its own, so the admin stays signed in. */
async function signUp(browser: Browser, baseURL: string, kind: 'broker' | 'planner', first: string, last: string) {
  const email = uniqueEmail(`${kind}.${first.toLowerCase()}`);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/signup');
  if (kind === 'planner') await page.getByText('I am a financial planner').click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('First-pass1!');
  const create = async () => {
    await page.getByRole('button', { name: 'Create my account' }).click();
    // A new adviser lands on the set-up checklist (onboarding).
    await expect(page).toHaveURL(new RegExp(`/${kind}/onboard`));
  };
  await (kind === 'broker' ? joiningBrokerList(create) : create());
  await context.close();
  return { email, name: `${first} ${last}` };
}

async function searchFor(page: Page, kind: 'brokers' | 'planners', text: string) {
  const box = page.getByRole('searchbox', { name: `Search ${kind}` });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('admin console', () => {
  test.beforeEach(async ({ page }) => {
    await signInFromLogin(page, DEMO.admin);
    await expect(page).toHaveURL(/\/broker\/list$/);
  });

  test('the sub-header and the dashboard, whose counts open their lists', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await expect(nav.locator('a, button')).toHaveText(ADMIN_LINKS);
    await adminNav(page, 'Dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const key of ['numBrokers', 'numClients', 'numEmails', 'numStripeCustomers', 'numMercuryBrokers']) {
      await expect(page.getByTestId(`stat-${key}`)).toHaveText(/^[\d,]+$/);
    }
    expect(Number((await page.getByTestId('stat-numBrokers').textContent())?.replace(/,/g, ''))).toBeGreaterThan(50);
    await expect(page.getByRole('heading', { name: 'Newest brokers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest feedback' })).toBeVisible();
    await shot(page, 'admin-dashboard');
    await page.getByRole('link', { name: /^Emails sent:/ }).click();
    await expect(page).toHaveURL(/\/mailbox$/);
    await page.goBack();
    await page.getByRole('link', { name: /^Brokers:/ }).click();
    await expect(page).toHaveURL(/\/broker\/list$/);
  });

  test('broker list: sort both ways, page, and the URL keeps the view through reload and history', async ({ page }) => {
    await expect(page.getByTestId('found-line')).toHaveText(/^Found [\d,]+ brokers$/);
    await shot(page, 'admin-broker-list');
    // A broker signed up on the other worker would shift the rows between a read and its reload.
    await readingBrokerList(async () => {
      await sortBy(page, /Name/);
      await expect(page).toHaveURL(/\/broker\/list-search\/-\/name\/asc\/50\/0$/);
      await expect(header(page, /Name/)).toHaveAttribute('aria-sort', 'ascending');
      await idle(page);
      const firstAsc = (await firstNameCell(page).textContent()) ?? '';
      await sortBy(page, /Name/);
      await expect(page).toHaveURL(/\/name\/desc\/50\/0$/);
      await expect(header(page, /Name/)).toHaveAttribute('aria-sort', 'descending');
      await idle(page);
      await expect(firstNameCell(page)).not.toHaveText(firstAsc);
      const firstDesc = (await firstNameCell(page).textContent()) ?? '';
      expect(firstDesc.localeCompare(firstAsc)).toBeGreaterThan(0);

      await page.getByRole('button', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\/name\/desc\/50\/50$/);
      await idle(page);
      // The rows change once page 2 has arrived; reading them earlier would read page 1.
      await expect(firstNameCell(page)).not.toHaveText(firstDesc);
      const firstOnPage2 = (await firstNameCell(page).textContent()) ?? '';
      await shot(page, 'admin-broker-list-page-2');

      await page.reload();
      await expect(header(page, /Name/)).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('data-active', 'true');
      await expect(firstNameCell(page)).toHaveText(firstOnPage2);

      await page.goBack();
      await expect(page).toHaveURL(/\/name\/desc\/50\/0$/);
      await expect(firstNameCell(page)).toHaveText(firstDesc);
      await page.goForward();
      await expect(page).toHaveURL(/\/name\/desc\/50\/50$/);
      await expect(firstNameCell(page)).toHaveText(firstOnPage2);

      await sortBy(page, /Paying\?/);
      await expect(page).toHaveURL(/\/paying\/asc\/50\/0$/);
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(page).toHaveURL(/\/broker\/list$/);
    });
  });

  test('broker actions from the side panel, each with its notice', async ({ page, browser, baseURL }) => {
    const broker = await signUp(browser, baseURL!, 'broker', 'Imogen', 'Tranter');
    await searchFor(page, 'brokers', broker.email);
    await expect(page).toHaveURL(
      new RegExp(`/broker/list-search/${encodeURIComponent(broker.email)}/created_at/desc/50/0$`),
    );
    await expect(page.getByTestId('found-line')).toHaveText('Found 1 broker');

    await page.getByRole('button', { name: `Actions for ${broker.name}` }).click();
    const panel = page.getByTestId('actions-panel');
    await expect(panel).toBeVisible();
    const trialBefore = await panel.getByTestId('panel-trial-end').textContent();
    await panel.getByLabel('Change trial by').click();
    await page.getByRole('option', { name: '30 days', exact: true }).click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await notice(page, 'Trial period extend successfully.');
    await expect(panel.getByTestId('panel-trial-end')).not.toHaveText(trialBefore ?? '');

    const row = rows(page);
    await panel.getByRole('button', { name: 'Grant free access' }).click();
    await notice(page, 'Successfully updated!.');
    await expect(row.getByText('Free access')).toBeVisible();
    await panel.getByRole('button', { name: 'Suspend' }).click();
    await notice(page, 'Broker updated successfully.');
    await expect(row.getByText('Suspended')).toBeVisible();
    await expect(row.getByText('Free access')).toHaveCount(0);
    await shot(page, 'admin-broker-actions-panel');
    await panel.getByRole('button', { name: 'Un-suspend' }).click();
    await expect(row.getByText('Suspended')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: `Actions for ${broker.name}` }).click();
    await panel.getByRole('button', { name: 'Delete broker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete broker' });
    await expect(dialog).toContainText(`Delete ${broker.name} (${broker.email})?`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).hover(); // waits for the modal to settle
    await shot(page, 'admin-broker-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await notice(page, 'Broker deleted successfully');
    await expect(page.getByText('No brokers found.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No brokers found.')).toBeVisible();
  });

  test('terminating a paying broker’s billing asks first', async ({ page }) => {
    await page.goto('/broker/list-search/-/paying/desc/50/0');
    const paying = rows(page).filter({ hasText: 'Yes' }).filter({ hasNotText: DEMO.broker }).first();
    const name = (await paying.locator('td').first().getByRole('link').first().textContent()) ?? '';
    await paying.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByTestId('actions-panel').getByRole('button', { name: 'Terminate billing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate billing' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Terminate billing' }).click();
    await notice(page, 'Billing agreement was terminate successfully.');
    await expect(page.getByTestId('actions-panel').getByRole('button', { name: 'Terminate billing' })).toHaveCount(0);
  });

  test('export as a CSV downloads every broker', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as a CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^BrokerDesk-brokers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toMatch(/^Name,Email,Company,Clients past month,Registered,Trial ends,Paying\?/);
    await notice(page, 'CSV is successfully exported!.');
  });

  test('planner list: sort, search and actions', async ({ page, browser, baseURL }) => {
    const planner = await signUp(browser, baseURL!, 'planner', 'Harriet', 'Quill');
    await adminNav(page, 'Planners');
    await expect(page).toHaveURL(/\/planner\/list$/);
    await expect(page.getByTestId('found-line')).toHaveText(/^Found [\d,]+ planners$/);
    await sortBy(page, /Email/);
    await expect(page).toHaveURL(/\/planner\/list-search\/-\/email\/asc\/50\/0$/);
    await expect(header(page, /Registered/).getByRole('button')).toHaveCount(0);
    await shot(page, 'admin-planner-list');

    await searchFor(page, 'planners', planner.email);
    await expect(page.getByTestId('found-line')).toHaveText('Found 1 planner');
    await expect(page.getByRole('navigation', { name: 'pagination' })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${planner.name}` }).click();
    const panel = page.getByTestId('actions-panel');
    await panel.getByRole('button', { name: 'Suspend' }).click();
    await notice(page, 'Planner updated successfully.');
    await expect(rows(page).getByText('Suspended')).toBeVisible();
    await panel.getByRole('button', { name: 'Delete planner' }).click();
    await page
      .getByRole('dialog', { name: 'Delete planner' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await notice(page, 'Planner deleted successfully');
    await expect(page.getByText('No planners found.')).toBeVisible();
  });

  test('feedback sent by a broker reaches the admin list with its line breaks', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const marker = `e2e-${Date.now().toString(36)}`;
    const context = await browser.newContext({ baseURL });
    const broker = await context.newPage();
    // Named as the demo broker is.
    await openAs(broker, await freshAdviser(request));
    await broker.getByRole('button', { name: 'Account menu' }).click();
    await broker.getByRole('menuitem', { name: 'Feedback' }).click();
    const dialog = broker.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please write your feedback.')).toBeVisible();
    await dialog.getByLabel('Your feedback').fill(`The ${marker} list is great.\nSecond line <b>stays text</b>`);
    await shot(broker, 'feedback-modal');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await notice(broker, 'Thank you for your feedback.');
    await expect(dialog).toBeHidden();
    await context.close();

    await adminNav(page, 'Feedback');
    await expect(page).toHaveURL(/\/feedback\/list$/);
    await expect(page.getByTestId('found-line')).toHaveText(/^Found [\d,]+ items of feedback$/);
    await page.getByRole('searchbox', { name: 'Search feedback' }).fill(marker);
    await page.getByRole('searchbox', { name: 'Search feedback' }).press('Enter');
    await expect(page.getByTestId('found-line')).toHaveText('Found 1 item of feedback');
    const message = page.getByTestId('feedback-message');
    await expect(message).toHaveText(`The ${marker} list is great.\nSecond line <b>stays text</b>`);
    await expect(message).toHaveCSS('white-space', 'pre-wrap');
    await expect(page.getByRole('row').nth(1)).toContainText('Sarah Mitchell');
    await shot(page, 'admin-feedback-list');
    await page.getByRole('button', { name: 'Reset' }).click();
    await sortBy(page, /User/);
    await expect(page).toHaveURL(/\/feedback\/list-search\/-\/user-type\/asc\/50\/0$/);
  });

  test('webhook responses and one event in full', async ({ page }) => {
    await adminNav(page, 'Webhooks');
    await expect(page).toHaveURL(/\/stripe\/list$/);
    const table = page.getByTestId('webhook-table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await sortBy(page, /ID/);
    await expect(page).toHaveURL(/\/stripe\/list-search\/-\/id\/asc\/50\/0$/);
    await shot(page, 'admin-webhooks');
    // The ID opens the customer's account (docs/spec/settings-billing-admin.md §2); the whole event is one link on.
    const link = table.getByRole('link', { name: /^View event / }).first();
    const id = ((await link.getAttribute('aria-label')) ?? '').replace('View event ', '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/stripe/${id}$`));
    await expect(page.getByRole('heading', { name: id })).toBeVisible();
    await expect(page.getByTestId('webhook-json')).toContainText(`"id": "${id}"`);
    await shot(page, 'admin-webhook-event');
  });

  test('metrics home and a weekly chart', async ({ page }) => {
    const year = new Date().getFullYear() - 1;
    await adminNav(page, 'Metrics');
    await expect(page).toHaveURL(/\/metric\/home$/);
    await expect(page.getByRole('link', { name: `Client response rate ${year}` })).toBeVisible();
    await shot(page, 'admin-metrics-home');
    await page.getByRole('link', { name: `New brokers per week ${year}` }).click();
    await expect(page).toHaveURL(new RegExp(`/metric/new-brokers-per-week/${year}$`));
    await expect(page.getByRole('heading', { name: `New brokers per week, ${year}` })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(40);
    await expect(page.locator('.recharts-cartesian-axis-tick-value').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3}$/);
    await shot(page, 'admin-metric-chart');

    await page.goto(`/metric/client-response-rate/${year}`);
    await expect(page.getByTestId('metric-definition')).toContainText('percentage who have since entered');
    await page.getByText(String(year + 1), { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/metric/client-response-rate/${year + 1}$`));
    await shot(page, 'admin-metric-response-rate');
  });
});
