import { adminToken } from '../api';
import { makeClient } from '../application-steps';
import { expect, type Page, test } from '../fixtures';
import { type FreshAdviser, freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Way-finding: a broker's navigation under the header, the application header with its breadcrumb, a tab
 * title on every page (read out after each move), a back link that exists for an administrator, the phone's Sections
 * button, and the shell drawn before the session check answers.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const announcer = (page: Page) => page.getByTestId('page-announcer');

async function brokerWithClient(page: Page) {
  const broker = await freshAdviser(page.request);
  const client = await makeClient(page.request, broker.token, 'Emily', 'Clarke');
  return { broker, client };
}

/** The page is this one: its tab title, and not the wrong-way page. */
async function expectPage(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('wrong-way')).toHaveCount(0);
}

test('a broker moves from home to a client and back to the client list through the navigation and breadcrumb', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const { broker, client } = await brokerWithClient(page);
  await openAs(page, broker, '/broker/home');
  await expectPage(page, 'Home · BrokerDesk');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Clients',
    'Leads',
    'Templates',
    'Settings',
    'Help',
  ]);
  await shot(page, 'nav-broker-home-1280');

  await mainNav(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/client\/list$/);
  await expectPage(page, 'Clients · BrokerDesk');
  await expect(mainNav(page).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  // The move is read out as a page load would be.
  await expect(announcer(page)).toHaveText('Clients · BrokerDesk');
  await expect(page.getByRole('link', { name: client.primary })).toBeVisible();
  await shot(page, 'nav-client-list-1280');

  // The client opens at their first applicant's profile, under a header naming them.
  await page.getByRole('link', { name: client.primary }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.clientId}/application/applicant/${client.primaryId}$`));
  await expectPage(page, `Applicant profile · ${client.primary} · BrokerDesk`);
  await expect(page.getByTestId('application-client')).toHaveText(`${client.primary} · Application`);
  // Still within Clients, though not on the list itself.
  await expect(mainNav(page).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Requirements' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.clientId}/application/requirement$`));
  await expectPage(page, `Requirements · ${client.primary} · BrokerDesk`);
  await expect(announcer(page)).toHaveText(`Requirements · ${client.primary} · BrokerDesk`);
  await expect(crumbs(page).getByRole('listitem')).toHaveText([
    /^Clients/,
    new RegExp(`^${client.primary}`),
    'Requirements',
  ]);
  await expect(crumbs(page).getByText('Requirements')).toHaveAttribute('aria-current', 'page');
  await shot(page, 'nav-application-header-1280');

  // The client's crumb opens the client again; the first crumb goes back to the list.
  await crumbs(page).getByRole('link', { name: client.primary }).click();
  await expect(page).toHaveURL(new RegExp(`/application/applicant/${client.primaryId}$`));
  await crumbs(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/client\/list$/);
  await expectPage(page, 'Clients · BrokerDesk');

  // Templates and Settings are one click away, each titled.
  await mainNav(page).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/template$`));
  await expectPage(page, 'Templates · BrokerDesk');
  await mainNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/account$`));
  await expectPage(page, 'My account · BrokerDesk');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Mail settings' }).click();
  await expectPage(page, 'Mail settings · BrokerDesk');
  await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'true');
});

test('an administrator on a client’s activity page goes back to the client’s broker, not to a 404', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const { broker, client } = await brokerWithClient(page);
  const admin = { token: await adminToken(page.request) };
  await openAs(page, admin, `/client/${client.clientId}/activity`);
  await expectPage(page, `Activity · ${client.primary} · BrokerDesk`);
  await expect(crumbs(page).getByRole('link', { name: 'Brokers' })).toHaveAttribute('href', '/broker/list');

  const back = page.getByTestId('back-link');
  await expect(back).toHaveText(`${broker.name}’s account`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/account$`));
  await expectPage(page, 'Broker account · BrokerDesk');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(broker.name);

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectPage(page, 'Dashboard · BrokerDesk');
  await expect(page.getByTestId('stat-numBrokers')).toBeVisible();
  await shot(page, 'nav-admin-dashboard-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'nav-admin-dashboard-375');
});

test('on a phone the navigation stays in reach and the Sections button opens a client’s sections', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { broker, client } = await brokerWithClient(page);
  await openAs(page, broker, '/broker/home');
  await expectPage(page, 'Home · BrokerDesk');
  await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  // No page without a side navigation has the button.
  await expect(page.getByRole('button', { name: 'Sections' })).toHaveCount(0);
  await shot(page, 'nav-broker-home-375');

  await mainNav(page).getByRole('link', { name: 'Clients' }).click();
  await expectPage(page, 'Clients · BrokerDesk');
  await shot(page, 'nav-client-list-375');

  await page.goto(`/client/${client.clientId}/application/requirement`);
  await expectPage(page, `Requirements · ${client.primary} · BrokerDesk`);
  await expect(page.getByTestId('application-client')).toHaveText(`${client.primary} · Application`);
  const sections = page.getByRole('button', { name: 'Sections' });
  const nav = page.getByRole('navigation', { name: 'Application' });
  await expect(sections).toBeVisible();
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await shot(page, 'nav-application-header-375');

  await sections.click();
  await expect(sections).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await shot(page, 'nav-sections-open-375');
  await nav.getByRole('link', { name: 'Assets' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.clientId}/application/asset$`));
  await expectPage(page, `Assets · ${client.primary} · BrokerDesk`);
  // Choosing a section closes the panel over the page.
  await expect(nav).toBeHidden();
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
});

test('a first load draws the shell while the session check is still out', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const broker: FreshAdviser = await freshAdviser(page.request);
  // The user's details answer late, as on a slow connection.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user/detail', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/api/health');
  await page.evaluate((token) => localStorage.setItem('token', token), broker.token);
  await page.goto('/client/list');
  const fallback = page.getByTestId('shell-fallback');
  await expect(fallback).toBeVisible();
  await expect(page).toHaveTitle('Clients · BrokerDesk');
  await shot(page, 'nav-shell-fallback-1280');
  release();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(fallback).toHaveCount(0);
  await expectPage(page, 'Clients · BrokerDesk');
});
