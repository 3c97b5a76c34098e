import { addClient } from '../application-steps';
import { joiningBrokerList } from '../broker-list-gate';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot, signInFromLogin, uniqueEmail } from '../support';

/**
 * Broker home and clients (docs/spec/core-and-application.md §2 Broker landing page): the client list's search, filters
 * and sorting, creating, archiving, restoring and deleting clients, the activity timeline, the landing page's search
 * and map, sign-up onto the set-up checklist and 'Show this page each time you log in'. What changes clients is done by
 * a broker of the test's own; the demo broker's seeded clients are only read.
 */

const tag = () => Math.random().toString(36).slice(2, 8);
const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const rows = (page: Page) => page.getByTestId('client-row');
const rowNames = (page: Page) => rows(page).locator('a').allTextContents();
const clientType = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Client type' }).getByText(label, { exact: true });
const APPLICANT_URL = /\/client\/(\d+)\/application\/applicant\/\d+$/;

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Tiles drawn by the browser, so the map shows without reaching OpenStreetMap from the test machine. */
async function fakeTiles(page: Page) {
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 256;
    c.height = 256;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#eef2e6';
    g.fillRect(0, 0, 256, 256);
    g.strokeStyle = '#c9d3bd';
    for (let i = 0; i <= 256; i += 32) {
      g.strokeRect(i, 0, 0, 256);
      g.strokeRect(0, i, 256, 0);
    }
    return c.toDataURL('image/png').split(',')[1] as string;
  });
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(png, 'base64') }),
  );
}

test.describe('clients', () => {
  test('a broker creates, finds, filters, sorts, archives, restores and deletes clients', async ({ page, request }) => {
    // A long walk through the list: well past the 60 s default when the machine is busy.
    test.setTimeout(180_000);
    const t = tag();
    const last = `Tester${t}`;
    await openAs(page, await freshAdviser(request));
    await expect(page).toHaveURL(/\/broker\/home$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await shot(page, 'clients-home');

    const { clientId: alphaId } = await addClient(page, 'Alpha', last);
    await page.goto('/client/list');
    await addClient(page, 'Omega', last);

    // Search: the URL carries the view, and both new clients are found by their last name.
    await page.goto('/client/list');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(last);
    await page.getByRole('searchbox', { name: 'Search clients' }).press('Enter');
    await expect(page).toHaveURL(`/client/list-search/${last}/active/all/all/last_activity_timestamp.desc/50/0`);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('found-line')).toHaveText('Found 2 clients');
    await expect(rows(page).first().getByText('Not started')).toBeVisible();
    await expect(rows(page).first().getByText('No access')).toBeVisible();

    // Sort by name, then the other way.
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/\/name\.asc\/50\/0$/);
    await expect.poll(() => rowNames(page)).toEqual([`Alpha ${last}`, `Omega ${last}`]);
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/\/name\.desc\/50\/0$/);
    await expect.poll(() => rowNames(page)).toEqual([`Omega ${last}`, `Alpha ${last}`]);

    // Filters: neither is submitted or invited; both are not started.
    await chooseFilter(page, 'Status', 'Submitted');
    await expect(page).toHaveURL(/\/active\/submitted\/all\/name\.desc\//);
    await expect(page.getByTestId('empty-state')).toHaveText('No clients found.');
    await chooseFilter(page, 'Status', 'Not started');
    await expect(rows(page)).toHaveCount(2);
    await chooseFilter(page, 'Portal access', 'Invited');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await chooseFilter(page, 'Portal access', 'No access');
    await expect(rows(page)).toHaveCount(2);
    await shot(page, 'client-list');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'client-list-375');
    await page.setViewportSize({ width: 1366, height: 860 });

    // Archive, find it among the archived, restore it.
    await rowAction(page, `Alpha ${last}`, 'Archive');
    await notice(page, 'Client archived.');
    await expect(rows(page)).toHaveCount(1);
    await clientType(page, 'Archived').click();
    await expect(page).toHaveURL(new RegExp(`/client/list-search/${last}/archived/`));
    await expect(rows(page)).toHaveCount(1);
    await rowAction(page, `Alpha ${last}`, 'Restore');
    await notice(page, 'Client restored.');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await clientType(page, 'Active').click();
    await expect(rows(page)).toHaveCount(2);

    // Delete asks first; cancelling keeps the client.
    await rowAction(page, `Omega ${last}`, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete client' });
    await expect(confirm).toContainText(`Delete Omega ${last} and their application?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(2);
    await rowAction(page, `Omega ${last}`, 'Delete');
    await page.getByRole('dialog', { name: 'Delete client' }).getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Client deleted successfully');
    await expect(rows(page)).toHaveCount(1);

    // The client's row opens its first applicant; its activity tells the story so far.
    await page.getByRole('link', { name: `Alpha ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${alphaId}/application/applicant/\\d+$`));
    await page.goto(`/client/list-search/${last}/active/all/all/name.asc/50/0`);
    await rowAction(page, `Alpha ${last}`, 'Activity');
    await expect(page).toHaveURL(`/client/${alphaId}/activity`);
    await expect(page.getByTestId('activity-client')).toHaveText(`Alpha ${last}`);
    const items = page.getByTestId('activity-item');
    await expect(items.filter({ hasText: `created the client Alpha ${last}` })).toHaveCount(1);
    await expect(items.first()).toContainText('restored the client');
    await expect(items.nth(1)).toContainText('archived the client');
    await expect(items.first()).toContainText('Sarah Mitchell');
    await shot(page, 'client-activity');
  });

  test('the list and the landing page find a demo client, and the map shows their address', async ({ page }) => {
    await signInFromLogin(page, DEMO.broker);
    await page.goto('/client/list-search/wright/active/all/all/last_activity_timestamp.desc/50/0');
    const wright = rows(page).filter({ hasText: 'Daniel Wright' });
    await expect(wright.getByText('Submitted')).toBeVisible();
    await expect(wright).toContainText('2 applicants');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/broker/home');
    await expect(page.getByTestId('landing-result').first()).toBeVisible();
    await shot(page, 'clients-home-375');
    await page.setViewportSize({ width: 1366, height: 860 });
    const search = page.getByRole('searchbox', { name: 'Search active clients' });
    await search.fill('Daniel');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/broker\/home\?q=Daniel$/);
    const result = page.getByTestId('landing-result').filter({ hasText: 'Daniel Wright' });
    await expect(result).toBeVisible();

    // The geocoder is outside the test machine: its answer is the server's (a place, or null when unreachable).
    await fakeTiles(page);
    await page.route('**/api/maps/geocode?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ lat: -33.9105, lon: 151.1552 }),
      }),
    );
    const asked = page.waitForRequest((r) => r.url().includes('/api/maps/geocode?'));
    await result.getByRole('button', { name: 'Show Daniel Wright on the map' }).click();
    const modal = page.getByTestId('map-modal');
    await expect(modal.getByText('8 Wattle Lane, Marrickville NSW 2204')).toBeVisible();
    expect(new URL((await asked).url()).searchParams.get('q')).toBe('8 Wattle Lane, Marrickville NSW 2204');
    await expect(modal.locator('.leaflet-container')).toBeVisible();
    await expect(modal.locator('.leaflet-interactive')).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, 'map-modal');
    await page.keyboard.press('Escape');

    // A failed geocode is ignored: the address without a map, and no error notice.
    await page.unroute('**/api/maps/geocode?*');
    await page.route('**/api/maps/geocode?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    );
    await search.fill('Marco');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Show Marco Rossi on the map' }).click();
    await expect(modal.getByText('5 Bay Street, Brighton VIC 3186')).toBeVisible();
    await expect(modal.getByText('No map is available for this address.')).toBeVisible();
    await expect(modal.locator('.leaflet-container')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Each result opens the client's first applicant.
    await search.fill('Daniel');
    await search.press('Enter');
    await result.getByRole('link', { name: 'Daniel Wright' }).click();
    await expect(page).toHaveURL(APPLICANT_URL);
  });

  test('a new broker lands on the set-up checklist, and can skip the landing page at sign-in', async ({ page }) => {
    const email = uniqueEmail('onboard');
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Newcombe');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Start-here1!');
    await joiningBrokerList(async () => {
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page).toHaveURL(/\/broker\/onboard\?showConfirmRegistration=1$/);
    });
    const welcome = page.getByRole('dialog', { name: 'Welcome to BrokerDesk' });
    await expect(welcome).toContainText('Thank you for registering, Nina.');
    await shot(page, 'onboarding-confirm-registration');
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/broker\/onboard$/);
    await expect(page.getByTestId('onboarding-count')).toHaveText('0 of 5 done');
    await shot(page, 'onboarding');

    await page.getByTestId('onboarding-client').getByRole('button', { name: 'Add a New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Client' });
    await dialog.getByLabel('First name').fill('Felix');
    await dialog.getByLabel('Last name').fill('First');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect(page).toHaveURL(APPLICANT_URL);
    await page.goto('/broker/onboard');
    await expect(page.getByTestId('onboarding-count')).toHaveText('1 of 5 done');
    await expect(page.getByTestId('onboarding-client').getByLabel('Done')).toBeVisible();

    await page.goto('/broker/home');
    await expect(page.getByTestId('onboarding-card')).toContainText('1 of 5 done');
    const showLanding = page.getByRole('checkbox', { name: 'Show this page each time you log in' });
    await expect(showLanding).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/broker/save') && r.request().postDataJSON()?.key === 'should_show_landing',
    );
    await showLanding.uncheck();
    expect((await saved).status()).toBe(200);
    await expect(showLanding).not.toBeChecked();

    // Home now goes to the client list, also at the next sign-in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/client\/list$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInFromLogin(page, email, 'Start-here1!');
    await expect(page).toHaveURL(/\/client\/list$/);
    await expect(rows(page)).toHaveCount(1);

    // The landing page is still there when asked for; turning the box back on restores it.
    await page.getByRole('link', { name: 'Welcome page' }).click();
    await expect(page).toHaveURL(/\/broker\/home\?welcome=1$/);
    await expect(showLanding).not.toBeChecked();
    await showLanding.check();
    await expect(showLanding).toBeChecked();
    await page.goto('/');
    await expect(page).toHaveURL(/\/broker\/home$/);
  });
});
