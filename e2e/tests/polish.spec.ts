import { adminToken, apiCall, bearer } from '../api';
import { invitationLink } from '../application-steps';
import { onePagePdf } from '../files';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../fixtures';
import { type FreshAdviser, freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * Documents polish, focus and copy, and the spec's last deviations, walked as a broker, a client on a phone, a planner
 * and the administrator see them: a rejected file faded in colour, no thumbnail asked for before it exists, an
 * out-of-date passport that says why, dates named after the type and set after upload; header focus rings, Escape on
 * the Sections sheet, one status palette, "Start with your details"; the client's pages saved as ticked, another
 * adviser's client home as the not-found page, a suspended broker's payments and navigation, the administrator's
 * links to an adviser's account.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/** Nothing on the page reaches past the window's width, so no control or text sits off a phone's screen. */
async function expectNoSideways(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Inside the window's width: nothing of it is cut off at either side. */
async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

interface Client {
  id: number;
  applicantId: number;
  email: string;
}

async function newClient(request: APIRequestContext, broker: FreshAdviser, first: string): Promise<Client> {
  const email = uniqueEmail(first.toLowerCase());
  const { client, applicant } = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
    request,
    broker.token,
    'client/create',
    { first_name: first, last_name: 'Polish', email },
  );
  return { id: client.id, applicantId: applicant.id, email };
}

/** Asks the client's primary applicant for a type of the catalogue, by its name. */
async function requestDocument(request: APIRequestContext, broker: FreshAdviser, client: Client, name: string) {
  const types = await request.get(`/api/document/document-types?brokerId=${broker.id}`, {
    headers: bearer(broker.token),
  });
  type Types = { id: number; name: string }[];
  const type = (await types.json()).categories
    .flatMap((c: { document_types: Types; subcategories: { document_types: Types }[] }) => [
      ...c.document_types,
      ...c.subcategories.flatMap((sub) => sub.document_types),
    ])
    .find((t: { name: string }) => t.name === name);
  expect(type, name).toBeTruthy();
  const { request: made } = await apiCall<{ request: { id: number } }>(request, broker.token, 'document/request', {
    clientId: client.id,
    applicantId: client.applicantId,
    documentTypeId: type.id,
  });
  return made.id;
}

async function upload(request: APIRequestContext, token: string, requestId: number, date = '') {
  const res = await request.post('/api/document/upload', {
    headers: bearer(token),
    multipart: {
      requestId: String(requestId),
      document_date: date,
      file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every thumbnail asked for that was not there: none may be, as the list says which exist. */
function thumbnailMisses(page: Page): string[] {
  const misses: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/file/thumbnail') && res.status() === 404) misses.push(res.url());
  });
  return misses;
}

const fileRow = (page: Page, request: string) =>
  page.getByRole('region', { name: request }).getByTestId('document-file');

test('documents polish, focus and copy, as the broker and as the client on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const broker = await freshAdviser(request);
  const client = await newClient(request, broker, 'Olivia');
  const passport = await requestDocument(request, broker, client, 'Passport');
  const payslips = await requestDocument(request, broker, client, 'Payslips');
  const licence = await requestDocument(request, broker, client, 'Driver licence');
  await upload(request, broker.token, passport, '2026-03-05');
  await upload(request, broker.token, payslips);
  await upload(request, broker.token, licence);
  await apiCall(request, broker.token, 'document/review', {
    requestId: licence,
    decision: 'reject',
    reason: 'Please send both sides.',
  });
  const misses = thumbnailMisses(page);

  // The broker's Documents page at 1280 px.
  await page.setViewportSize(DESKTOP);
  await openAs(page, broker, `/client/${client.id}/application/document/${client.applicantId}`);
  await expect(page.getByTestId('document-request')).toHaveCount(3);

  // An out-of-date passport says why, and what to ask for.
  await expect(fileRow(page, 'Passport').getByTestId('freshness-reason')).toHaveText(
    'Expired 5 Mar 2026 — ask for a current passport',
  );
  await expect(fileRow(page, 'Passport')).toContainText('expiry date 5 Mar 2026');

  // A rejected file steps back in colour, not opacity (which read at 2.45:1).
  const rejected = fileRow(page, 'Driver licence');
  await expect(rejected).toHaveAttribute('data-review-state', 'rejected');
  expect(await rejected.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

  // The broker sets the payslip's date after the upload; the label is the type's.
  await fileRow(page, 'Payslips')
    .getByRole('button', { name: /^Set date of / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pay date').fill('01/11/2026');
  await shot(page, 'polish-documents-set-date-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Date saved.').first()).toBeVisible();
  await expect(fileRow(page, 'Payslips')).toContainText('pay date 1 Nov 2026');
  await expect(fileRow(page, 'Payslips').getByRole('button', { name: /^Change date of / })).toBeVisible();

  // Uploading on the client's behalf asks for the date by the type's name.
  await page.getByRole('region', { name: 'Passport' }).getByRole('button', { name: 'Upload for the client' }).click();
  await expect(page.getByRole('region', { name: 'Passport' }).getByLabel('Expiry date')).toBeVisible();
  await shot(page, 'polish-documents-broker-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'polish-documents-broker-375');

  // One status palette: the Submit page's "Not started" is the client list's.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/client/${client.id}/application/submit`);
  const submitBadge = page.getByTestId('submit-status').getByText('Not started');
  await expect(submitBadge).toBeVisible();
  const submitColour = await submitBadge.evaluate(
    (el) => getComputedStyle(el.closest('.mantine-Badge-root') ?? el).color,
  );

  // The client's pages are saved as they are ticked, and it says so.
  await page.getByRole('checkbox', { name: 'Living Expenses' }).uncheck();
  await expect(page.getByTestId('pages-saved')).toHaveText('Saved. Your client sees these pages.');
  await shot(page, 'polish-submit-pages-saved-1280');
  const detail = await request.get(`/api/client/detail?clientId=${client.id}`, { headers: bearer(broker.token) });
  expect((await detail.json()).submit.pages.split(',')).not.toContain('expense');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Living Expenses' })).not.toBeChecked();

  await page.goto('/client/list');
  const listBadge = page.getByTestId('client-row').filter({ hasText: 'Olivia Polish' }).getByText('Not started');
  await expect(listBadge.first()).toBeVisible();
  const listColour = await listBadge
    .first()
    .evaluate((el) => getComputedStyle(el.closest('.mantine-Badge-root') ?? el).color);
  expect(listColour).toBe(submitColour);
  expect(misses).toEqual([]);

  // The client, invited, on a phone.
  await apiCall(request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,document,submit' });
  const link = await invitationLink(request, client.email);
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize(PHONE);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('Polish-pass1!');
  await page.getByLabel('Confirm password').fill('Polish-pass1!');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));
  await expect(page.getByTestId('home-next-step')).toHaveText('Start with your details');
  await shot(page, 'polish-client-home-375');

  // The Sections button's focus ring is drawn in the header's text colour, and Escape closes the sheet.
  const sections = page.getByTestId('sections-button');
  await sections.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(sections).toBeFocused();
  const ring = await sections.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineColor, text: style.color, width: style.outlineWidth };
  });
  expect(ring.outline).toBe(ring.text);
  expect(ring.width).not.toBe('0px');
  await page.keyboard.press('Enter');
  const sheet = page.locator('#side-navigation');
  await expect(sheet).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(sections).toBeFocused();
  await expect(sections).toHaveAttribute('aria-expanded', 'false');

  // The client's Documents page: the reason asks them for a current passport.
  await page.goto(`/client/${client.id}/application/document/${client.applicantId}`);
  await expect(fileRow(page, 'Passport').getByTestId('freshness-reason')).toHaveText(
    'Expired 5 Mar 2026 — please upload a current passport',
  );
  await expect(fileRow(page, 'Passport').getByRole('button', { name: /date of/ })).toHaveCount(0);
  await shot(page, 'polish-documents-client-375');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'polish-documents-client-1280');
  expect(misses).toEqual([]);
});

test('the spec’s deviations: not-found client, suspended broker, the administrator’s links', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const broker = await freshAdviser(request);
  const client = await newClient(request, broker, 'Henry');

  // A planner who opens another adviser's client home sees the not-found page, not a half-drawn home.
  const planner = await freshAdviser(request, { kind: 'planner' });
  await page.setViewportSize(DESKTOP);
  await openAs(page, planner, `/client/${client.id}/home`);
  await expect(page.getByTestId('wrong-way')).toBeVisible();
  await expect(page.getByText('Not found.')).toHaveCount(0);
  await shot(page, 'polish-not-found-client-home-1280');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('wrong-way')).toBeVisible();
  await expectNoSideways(page);
  await shot(page, 'polish-not-found-client-home-375');
  await page.setViewportSize(DESKTOP);

  // broker/detail carries subscription.stripe (settings §3 Broker).
  const detail = await request.get(`/api/broker/detail?brokerId=${broker.id}`, { headers: bearer(broker.token) });
  expect((await detail.json()).subscription).toEqual({ stripe: null });

  // A suspended broker still in trial: told they are suspended, and Templates leaves the navigation.
  const admin = await adminToken(request);
  const suspended = await request.post(`/api/broker/edit/${broker.id}?action=suspended`, {
    data: { suspended: true },
    headers: bearer(admin),
  });
  expect(suspended.ok(), await suspended.text()).toBeTruthy();
  await openAs(page, broker, `/broker/${broker.id}/stripe`);
  await expect(page.getByTestId('suspended-notice')).toBeVisible();
  await expect(page.getByText(/You are on a free trial until/)).toHaveCount(0);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Templates' })).toHaveCount(0);
  const settings = page.getByRole('navigation', { name: 'Settings', exact: true });
  await expect(settings.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Templates' })).toHaveCount(0);
  await shot(page, 'polish-suspended-payments-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'polish-suspended-payments-375');

  // Feedback from the broker: the administrator's list links the broker's name to their account, whose settings
  // navigation has no Payments (only the broker's own account has).
  await apiCall(request, broker.token, 'feedback/create', { message: `Polish feedback ${client.id}` });
  await page.setViewportSize(DESKTOP);
  await openAs(
    page,
    { token: admin },
    `/feedback/list-search/${encodeURIComponent(`Polish feedback ${client.id}`)}/date/desc/50/0`,
  );
  const name = page.getByRole('link', { name: broker.name });
  await expect(name).toBeVisible();
  await shot(page, 'polish-feedback-list-1280');
  await page.setViewportSize(PHONE);
  await expect(name).toBeVisible();
  await expectNoSideways(page);
  // On a phone the search keeps Reset on screen, and each item's broker link and message need no sideways scroll.
  const reset = page.getByRole('button', { name: 'Reset' });
  await expectOnScreen(page, reset);
  const label = reset.locator('.mantine-Button-label');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectOnScreen(page, name);
  await expectOnScreen(page, page.getByTestId('feedback-message'));
  await shot(page, 'polish-feedback-list-375');
  await page.setViewportSize(DESKTOP);
  await name.click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/account$`));
  const adminSettings = page.getByRole('navigation', { name: 'Settings', exact: true });
  await expect(adminSettings.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(adminSettings.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await shot(page, 'polish-admin-broker-settings-1280');
  await page.setViewportSize(PHONE);
  await expectNoSideways(page);
  await shot(page, 'polish-admin-broker-settings-375');
});
