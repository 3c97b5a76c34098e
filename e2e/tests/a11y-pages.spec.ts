import { adminToken, apiToken, bearer } from '../api';
import { makeClient } from '../application-steps';
import { type A11y, type APIRequestContext, expect, type Page, test } from '../fixtures';
import { freshAdviser } from '../fresh-adviser';
import { DEMO } from '../support';

/**
 * Every page of the route table (apps/web/src/app/router.tsx), opened by each role that may open it, so the
 * accessibility check of fixtures.ts sees the pages no other spec walks through too: 1280 px wide, and the
 * portal's and the public pages also 375 px wide, as a client on a phone sees them. The demo accounts only read
 * here (the demo planner has no clients: a planner of the test's own makes one): an adviser's or administrator's
 * visit changes nothing, and the demo client's visits are the page-opened entries of their own timeline that the
 * other specs' visits make too.
 *
 * Each test opens its pages one after the other; the fixture checks each one, settled, before the next is opened,
 * and the test then asserts that it did check every one of them.
 */

// Every route for every role, whatever the run has checked before (fixtures.ts checks a kind of page once a run).
test.use({ a11yEveryPage: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/**
 * Opens a page and makes sure it is that page: not the login page, not 'wrong way', not a failed load. The first
 * page of a session is loaded; the others are opened as the app's own links open them, the router told of the new
 * address in the same document (a page load for each would double the spec's time).
 */
async function open(page: Page, a11y: A11y, path: string, load: boolean) {
  if (load) await page.goto(path);
  else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await a11y.settle(page);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('wrong-way')).toHaveCount(0);
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
}

/**
 * Signs the page in with an API session (as fresh-adviser.ts `openAs` does) or leaves it signed out, opens each
 * path in turn, and asserts that the fixture checked each one at this viewport.
 */
async function visitAll(
  page: Page,
  a11y: A11y,
  token: string | null,
  viewport: { width: number; height: number },
  paths: string[],
) {
  await page.setViewportSize(viewport);
  if (token) {
    await page.goto('/api/health');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  }
  for (const [i, path] of paths.entries()) await open(page, a11y, path, i === 0);
  // The last page is checked as the test ends; asking the page once more checks it now, so it can be counted.
  await page.getByRole('heading').first().hover();
  const size = `${viewport.width}×${viewport.height}`;
  const checked = a11y.checks.filter((c) => c.viewport === size).map((c) => c.page);
  expect(checked).toEqual(expect.arrayContaining(paths));
}

interface Ids {
  brokerId: number;
  plannerId: number;
  /** The demo client, whose portal the demo client account opens. */
  clientId: number;
  clientApplicantId: number;
  /** The Documents pages of each of the demo client's applicants (the second one's has a rejected file). */
  clientDocuments: string[];
  /** The demo broker's client with a company, and the one with a trust. */
  company: { clientId: number; applicantId: number };
  trust: { clientId: number; applicantId: number };
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: bearer(token) });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

type Applicant = { id: number; type: 'person' | 'company' | 'trust' };
type Detail = { id: number; access_email: string | null; applicants: Applicant[] };

async function details(request: APIRequestContext, token: string) {
  const { clients } = await getJson<{ clients: { id: number }[] }>(request, token, 'client/list?limit=100');
  return Promise.all(clients.map((c) => getJson<Detail>(request, token, `client/detail?clientId=${c.id}`)));
}

/** The ids the routes take, read from the seeded data through the API. */
async function seededIds(request: APIRequestContext): Promise<Ids> {
  const broker = await apiToken(request, DEMO.broker);
  const planner = await apiToken(request, DEMO.planner);
  const me = (token: string) =>
    getJson<{ broker_id: number | null; planner_id: number | null }>(request, token, 'user/detail');
  const brokerClients = await details(request, broker);
  const withType = (type: Applicant['type']) => {
    const client = brokerClients.find((c) => c.applicants.some((a) => a.type === type));
    const applicant = client?.applicants.find((a) => a.type === type);
    if (!client || !applicant) throw new Error(`The demo broker has no client with a ${type}.`);
    return { clientId: client.id, applicantId: applicant.id };
  };
  const own = brokerClients.find((c) => c.access_email === DEMO.client);
  if (!own?.applicants[0]) throw new Error('The demo broker has no client with the demo client’s login.');
  return {
    brokerId: (await me(broker)).broker_id as number,
    plannerId: (await me(planner)).planner_id as number,
    clientId: own.id,
    clientApplicantId: own.applicants[0].id,
    clientDocuments: own.applicants.map((a) => `/client/${own.id}/application/document/${a.id}`),
    company: withType('company'),
    trust: withType('trust'),
  };
}

const FACT_FIND = ['requirement', 'asset', 'liability', 'expense', 'risk-profile', 'submit'];

/** A client's pages as an adviser or the administrator sees them (the activity page is not the client's). */
const clientPages = (clientId: number, applicantIds: number[]) => [
  `/client/${clientId}/home`,
  `/client/${clientId}/activity`,
  ...applicantIds.map((id) => `/client/${clientId}/application/applicant/${id}`),
  ...FACT_FIND.map((key) => `/client/${clientId}/application/${key}`),
];

const brokerSettings = (id: number) =>
  ['account', 'password', 'site-appearance', 'mail-setting', 'lead-capture', 'template'].map(
    (p) => `/broker/${id}/${p}`,
  );
const plannerSettings = (id: number) =>
  ['account', 'password', 'site-appearance', 'mail-setting'].map((p) => `/planner/${id}/${p}`);

const PUBLIC = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/not-a-real-reset-token',
  '/verify-email/not-a-real-verification-token',
  '/accept-invite/not-a-real-invitation-token',
  '/logged-out',
  '/client/logged-out',
  '/contact',
  '/privacy',
  '/terms',
];

test.describe('every page passes the accessibility check', () => {
  // Many pages to a test: each is opened, settled and checked in turn.
  test.describe.configure({ timeout: 180_000 });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the public pages at ${viewport.width} px`, async ({ page, a11y }) => {
      await visitAll(page, a11y, null, viewport, PUBLIC);
    });
  }

  test('the broker’s own pages at 1280 px', async ({ page, a11y, request }) => {
    const ids = await seededIds(request);
    await visitAll(page, a11y, await apiToken(request, DEMO.broker), DESKTOP, [
      '/broker/home',
      '/broker/onboard',
      '/client/list',
      '/client/list-search/-/active/in-progress/all/last_activity_timestamp.desc/50/0',
      ...brokerSettings(ids.brokerId),
    ]);
    // The page of an unknown address, for a signed-in user.
    await page.goto('/no/such/page');
    await expect(page.getByTestId('wrong-way')).toBeVisible();
    await page.getByTestId('wrong-way').hover();
    expect(a11y.checks.map((c) => c.page)).toContain('/no/such/page');
  });

  test('a broker’s client pages at 1280 px', async ({ page, a11y, request }) => {
    const ids = await seededIds(request);
    await visitAll(page, a11y, await apiToken(request, DEMO.broker), DESKTOP, [
      ...clientPages(ids.clientId, [ids.clientApplicantId]),
      ...ids.clientDocuments,
      `/client/${ids.company.clientId}/application/applicant/${ids.company.applicantId}`,
      `/client/${ids.trust.clientId}/application/applicant/${ids.trust.applicantId}`,
    ]);
  });

  test('the planner’s pages at 1280 px', async ({ page, a11y, request }) => {
    const ids = await seededIds(request);
    await visitAll(page, a11y, await apiToken(request, DEMO.planner), DESKTOP, [
      '/planner/home',
      '/planner/onboard',
      '/client/list',
      ...plannerSettings(ids.plannerId),
    ]);
    // The demo planner has no clients: a client of a planner of the test's own.
    const planner = await freshAdviser(request, { kind: 'planner' });
    const { clientId, primaryId } = await makeClient(request, planner.token);
    await visitAll(page, a11y, planner.token, DESKTOP, clientPages(clientId, [primaryId]));
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the client’s portal at ${viewport.width} px`, async ({ page, a11y, request }) => {
      const ids = await seededIds(request);
      const clientId = ids.clientId;
      await visitAll(page, a11y, await apiToken(request, DEMO.client), viewport, [
        `/client/${clientId}/home`,
        `/client/${clientId}/application/applicant/${ids.clientApplicantId}`,
        ...FACT_FIND.map((key) => `/client/${clientId}/application/${key}`),
        ...ids.clientDocuments,
      ]);
    });
  }

  test('the administrator’s pages at 1280 px', async ({ page, a11y, request }) => {
    const admin = await adminToken(request);
    const [event] = await getJson<{ id: string }[]>(request, admin, 'stripe/data');
    const { emails } = await getJson<{ emails: { id: number }[] }>(request, admin, 'mailbox');
    const { years } = await getJson<{ years: number[] }>(request, admin, 'metric/years');
    if (!event || !emails[0] || !years[0]) throw new Error('The demo data has no webhook event, email or metric year.');
    await visitAll(page, a11y, admin, DESKTOP, [
      '/dashboard',
      '/document/catalogue',
      '/broker/list',
      '/broker/list-search/Mitchell/name/asc/25/0',
      '/planner/list',
      '/planner/list-search/Nguyen/name/asc/25/0',
      '/feedback/list',
      '/feedback/list-search/-/date/asc/25/0',
      '/stripe/list',
      '/stripe/list-search/-/id/asc/25/0',
      `/stripe/${event.id}`,
      '/metric/home',
      `/metric/new-clients-per-week/${years.at(-1)}`,
      '/mailbox',
      `/mailbox/${emails[0].id}`,
    ]);
  });

  test('the administrator’s view of an adviser’s settings and a client at 1280 px', async ({ page, a11y, request }) => {
    const ids = await seededIds(request);
    await visitAll(page, a11y, await adminToken(request), DESKTOP, [
      ...brokerSettings(ids.brokerId),
      ...plannerSettings(ids.plannerId),
      ...clientPages(ids.company.clientId, [ids.company.applicantId]),
    ]);
  });
});
