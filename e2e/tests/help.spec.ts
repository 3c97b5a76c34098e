import { adminToken, bearer } from '../api';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { helpShot } from '../help-shots';
import { shot, uniqueEmail } from '../support';

/**
 * The help centre (docs/spec/core-and-application.md §2 Help): an adviser reaches it from the header and from a
 * settings page's "?" link, opens every help page from the side navigation, and searches. First, the screenshots the
 * help pages show are taken again from the product as it is (apps/web/public/help/screenshots).
 */

/** Each help page: its address, the heading it opens with, and the name in its tab's title. */
const HELP = [
  ['overview', 'Welcome to BrokerDesk', 'Overview'],
  ['workflow', 'From enquiry to lodgement', 'The workflow'],
  ['new-client', 'Adding a new client', 'Adding a new client'],
  ['active-clients', 'Working with active clients', 'Working with active clients'],
  ['your-details', 'Your details', 'Your details'],
  ['appearance', 'Site appearance', 'Site appearance'],
  ['email-settings', 'Email settings', 'Email settings'],
  ['payments', 'Plans and payments', 'Payments'],
] as const;

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test.describe('help', () => {
  test('the screenshots of the help pages, taken from the product', async ({ page, request }) => {
    test.setTimeout(150_000);
    const broker = await freshAdviser(request, {
      settings: { company: 'Harbour City Home Loans', phone_mobile: '0412 345 678' },
    });
    const base = `/broker/${broker.id}`;
    await openAs(page, broker, '/broker/home');
    await settle(page);
    await helpShot(page, 'broker-home');

    await page.goto('/client/list');
    await page.getByRole('button', { name: 'Add a New Client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Client' });
    await dialog.getByLabel('First name').fill('Olivia');
    await dialog.getByLabel('Last name').fill('Bennett');
    await dialog.getByLabel('Email').fill(uniqueEmail('olivia'));
    await dialog.getByLabel('Mobile').pressSequentially('0412345678');
    await helpShot(page, 'new-client');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect(page).toHaveURL(/\/client\/\d+\/application\/applicant\/\d+$/);
    const clientId = Number(/\/client\/(\d+)\//.exec(page.url())?.[1]);
    for (const [first, last] of [
      ['Noah', 'Patel'],
      ['Charlotte', 'Nguyen'],
    ] as const) {
      const res = await request.post('/api/client/create', {
        data: { first_name: first, last_name: last, email: uniqueEmail(first.toLowerCase()) },
        headers: bearer(broker.token),
      });
      expect(res.ok()).toBeTruthy();
    }

    await page.goto(`/client/${clientId}/application/requirement`);
    await settle(page);
    await helpShot(page, 'requirements');
    await page.goto(`/client/${clientId}/application/submit`);
    await page.getByLabel('Personal message').fill('Hi Olivia, here is your application. Call me with any questions.');
    await settle(page);
    await helpShot(page, 'invite');
    await page.goto('/client/list');
    await expect(page.getByTestId('client-row')).toHaveCount(3);
    await settle(page);
    await helpShot(page, 'client-list');

    for (const [path, name] of [
      ['account', 'account'],
      ['site-appearance', 'site-appearance'],
      ['mail-setting', 'mail-settings'],
    ] as const) {
      await page.goto(`${base}/${path}`);
      await settle(page);
      await helpShot(page, name);
    }

    // On the Free plan (suspended by the administrator), a locked page explains itself.
    const admin = await adminToken(request);
    const suspended = await request.post(`/api/broker/edit/${broker.id}?action=suspended`, {
      data: { suspended: true },
      headers: bearer(admin),
    });
    expect(suspended.ok(), await suspended.text()).toBeTruthy();
    await page.goto(`/client/${clientId}/application/requirement`);
    await page.getByTestId('application-nav').getByRole('button', { name: 'Liabilities' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await helpShot(page, 'payments');
  });

  test('an adviser opens every help page, from the header and a settings page, and searches', async ({
    page,
    request,
  }) => {
    const broker = await freshAdviser(request);
    await openAs(page, broker, `/broker/${broker.id}/site-appearance`);
    await page.getByRole('link', { name: 'Help with this page' }).click();
    await expect(page).toHaveURL(/\/help\/appearance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site appearance');

    await page.goto('/broker/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help\/overview$/);
    const nav = page.getByTestId('help-nav');
    await expect(nav.getByRole('link')).toHaveCount(HELP.length);
    for (const [slug, heading, title] of HELP) {
      await nav
        .getByRole('link')
        .nth(HELP.findIndex(([s]) => s === slug))
        .click();
      await expect(page).toHaveURL(new RegExp(`/help/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const images = page.locator('.help-content img');
      expect(await images.count(), slug).toBeGreaterThan(0);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { message: `${slug} image` })
          .toBeGreaterThan(0);
      }
      await expect(page).toHaveTitle(`${title} | Help · BrokerDesk`);
      await shot(page, `help-page-${slug}`);
    }

    await page.getByLabel('Search the help').fill('invite');
    const results = page.getByTestId('help-results');
    await expect(results.getByRole('link').first()).toHaveText('Adding a new client');
    await shot(page, 'help-search-invite');
    await results.getByRole('link', { name: 'Adding a new client' }).click();
    await expect(page).toHaveURL(/\/help\/new-client$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adding a new client');
    // A link between help pages stays in the app.
    await page.locator('.help-content').getByRole('link', { name: 'email settings' }).first().click();
    await expect(page).toHaveURL(/\/help\/email-settings$/);
  });
});
