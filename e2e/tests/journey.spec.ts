import { mailTo } from '../api';
import {
  addApplicant,
  addClient,
  addItem,
  box,
  choose,
  dragOnto,
  fillAndLeave,
  fillAssets,
  fillExpenses,
  fillLiabilities,
  fillRequirements,
  fillRiskProfile,
  invitationLink,
  money,
  navEntries,
  navIds,
  pageUrl,
  saving,
  select,
} from '../application-steps';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * The whole loan application, end to end, one step per stage: a broker of the test's own (named Sarah Mitchell, as
 * the demo broker is) creates a client, adds a second person, a company and a trust, reorders them, fills every
 * fact-find page and invites the client to three of them; the client follows the emailed link on a 375 px phone, sets a password, sees only those pages, fills
 * them and submits; the broker then finds the client's changes, the activity and the notification.
 */

const CLIENT_PASSWORD = 'Journey-pass1!';

/** Nothing on the page is wider than the phone. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a loan application from the broker’s first click to the client’s submission', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const last = `Journey${tag}`;
  const mia = `Mia ${last}`;
  const noah = `Noah ${last}`;
  const miaEmail = uniqueEmail('mia');
  const broker = await freshAdviser(request);

  const { clientId, primaryId } = await test.step('the broker creates the client from the landing page', async () => {
    // The primary applicant's profile opens.
    await openAs(page, broker);
    const created = await addClient(page, 'Mia', last, miaEmail);
    await expect(page.getByRole('heading', { name: `Applicant: ${mia}` })).toBeVisible();
    return created;
  });

  await test.step('the broker adds a second person, a company and a trust, and reorders them', async () => {
    const noahId = await addApplicant(page, 'Person');
    await saving(page, 'applicant/edit-person', fillAndLeave(box(page, 'First name'), 'Noah'));
    await saving(page, 'applicant/edit-person', fillAndLeave(box(page, 'Last name'), last));
    const companyId = await addApplicant(page, 'Company');
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'Company name'), `${last} Pty Ltd`));
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'ABN'), '51 824 753 556'));
    const trustId = await addApplicant(page, 'Trust');
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'Trust name'), `${last} Family Trust`));
    await saving(page, 'applicant/edit-company', choose(page, select(page, 'Trustee'), `${last} Pty Ltd`));

    // The trust moves above Noah; the order is kept.
    expect(await navIds(page)).toEqual([primaryId, noahId, companyId, trustId]);
    await saving(page, 'client/update-applicant-order', () => dragOnto(page, trustId, noahId));
    await expect.poll(() => navIds(page)).toEqual([primaryId, trustId, noahId, companyId]);
    await page.reload();
    await expect(navEntries(page)).toHaveCount(4);
    expect(await navIds(page)).toEqual([primaryId, trustId, noahId, companyId]);
    await shot(page, 'journey-broker-applicants');
  });

  await test.step('the broker fills every fact-find page', async () => {
    await fillRequirements(page, clientId);
    await fillAssets(page, clientId, { mia, noah });
    await fillLiabilities(page, clientId, { mia });
    await fillExpenses(page, clientId);
    await fillRiskProfile(page, clientId);
  });

  await test.step('the broker invites the client to their details, Requirements, Assets and Submit', async () => {
    await page.goto(pageUrl(clientId, 'submit'));
    await expect(page.getByTestId('access-state')).toContainText('No access');
    const pages = page.getByRole('group', { name: 'Pages your client will see' });
    for (const label of ['Liabilities', 'Living Expenses', 'Risk Profile', 'Documents']) {
      const box = pages.getByRole('checkbox', { name: label, exact: true });
      if ((await box.count()) > 0 && (await box.isChecked())) await box.uncheck();
    }
    await page.getByLabel('Personal message').fill('Hi Mia, please check the figures and add anything I missed.');
    const invited = page.waitForResponse((r) => r.url().includes('/api/client/invite'));
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const answer = await invited;
    expect(answer.ok(), await answer.text()).toBeTruthy();
    expect(
      JSON.parse(answer.request().postData() ?? '{}')
        .pages.split(',')
        .sort(),
    ).toEqual(['asset', 'profile', 'requirement', 'submit'].sort());
    await expect(page.getByTestId('access-state')).toContainText('Invited');
    await shot(page, 'journey-broker-invited');
  });

  const client = await test.step('the client opens the emailed link on a phone and sets a password', async () => {
    const [invitation] = await mailTo(request, miaEmail);
    expect(invitation?.text_body).toContain('Hi Mia, please check the figures');
    const link = await invitationLink(request, miaEmail);
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      baseURL: test.info().project.use.baseURL,
    });
    const client = await phone.newPage();
    await client.goto(link);
    await client.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
    await client.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
    await client.getByRole('button', { name: 'Set my password' }).click();
    await expect(client).toHaveURL(new RegExp(`/client/${clientId}/home$`));
    // The broker's welcome and message, what is still needed on the client's pages only, and where to start.
    await expect(client.getByTestId('personal-message')).toContainText('Hi Mia, please check the figures');
    await expect(client.getByTestId('progress-asset')).toBeVisible();
    await expect(client.getByTestId('progress-liability')).toHaveCount(0);
    await expect(client.getByTestId('home-next-step')).toBeVisible();
    await fitsPhone(client);
    await shot(client, 'journey-client-home-375');
    return client;
  });

  await test.step('the client is offered only the allowed pages, and one left out is refused', async () => {
    await client.getByRole('button', { name: 'Sections', exact: true }).click();
    const nav = client.getByTestId('application-nav');
    await expect(nav).toBeInViewport();
    for (const label of ['Requirements', 'Assets', 'Submit']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    for (const label of ['Liabilities', 'Living Expenses', 'Risk Profile', 'View Activity']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
    }
    await shot(client, 'journey-client-navigation-375');
    await client.goto(pageUrl(clientId, 'liability'));
    await expect(client.getByText('You do not have access to this.')).toBeVisible();
    await expect(client.getByTestId('liability-total')).toHaveCount(0);
  });

  await test.step('the client fills their profile, a new loan amount and another asset on the phone', async () => {
    await client.goto(pageUrl(clientId, `applicant/${primaryId}`));
    await expect(client.getByRole('heading', { name: `Applicant: ${mia}` })).toBeVisible();
    await saving(client, 'applicant/edit-person', fillAndLeave(box(client, 'Preferred name'), 'Mimi'));
    await saving(client, 'applicant/edit-person', fillAndLeave(client.getByLabel(/^Date of birth/), '1990-03-14'));
    await fitsPhone(client);
    await shot(client, 'journey-client-profile-375');

    await client.goto(pageUrl(clientId, 'requirement'));
    await saving(client, 'application/requirement/save', fillAndLeave(money(client, /^Loan amount/), '700000'));
    await expect(money(client, /^Loan amount/)).toHaveValue('700,000');
    await fitsPhone(client);
    await shot(client, 'journey-client-requirement-375');

    await client.goto(pageUrl(clientId, 'asset'));
    const car = await addItem(client, 'Add an asset', 'Vehicle', 'asset-item');
    await saving(client, 'application/asset/save', fillAndLeave(money(car, /^Value/), '18000'));
    await expect(client.getByTestId('asset-total')).toContainText('$943,000');
    await fitsPhone(client);
    await shot(client, 'journey-client-asset-375');
  });

  await test.step('the client submits the application', async () => {
    await client.goto(pageUrl(clientId, 'submit'));
    await expect(client.getByTestId('progress-asset')).toBeVisible();
    await expect(client.getByTestId('progress-liability')).toHaveCount(0);
    await fitsPhone(client);
    await shot(client, 'journey-client-submit-375');
    await client.getByRole('button', { name: 'Submit to Sarah' }).click();
    await client.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(client.getByTestId('submitted-thanks')).toContainText('Your application was submitted to Sarah');
    await shot(client, 'journey-client-submitted-375');
    await client.context().close();
  });

  await test.step('the broker finds the client’s changes', async () => {
    await page.goto(pageUrl(clientId, 'requirement'));
    await expect(money(page, /^Loan amount/)).toHaveValue('700,000');
    await page.goto(pageUrl(clientId, `applicant/${primaryId}`));
    await expect(box(page, 'Preferred name')).toHaveValue('Mimi');
  });

  await test.step('the broker reads the activity, with who did what', async () => {
    await page.goto(`/client/${clientId}/activity`);
    const activity = page.getByTestId('activity-item');
    await expect(activity.filter({ hasText: 'submitted the application' })).toHaveCount(1);
    await expect(activity.filter({ hasText: 'accepted the invitation and set a password' })).toHaveCount(1);
    const loan = activity.filter({ hasText: 'changed Loan amount' }).first();
    await expect(loan).toContainText('Client');
    await expect(loan).toContainText('$650,000 → $700,000');
    await shot(page, 'journey-broker-activity');
  });

  await test.step('the broker got the email that told them, and the client is listed as submitted', async () => {
    const notices = await mailTo(request, broker.email);
    const notice = notices.find((m) => m.subject === `${mia} submitted their application`);
    expect(notice, notices.map((m) => m.subject).join('\n')).toBeTruthy();
    expect(notice?.text_body).toContain(`/client/${clientId}`);
    await page.goto('/client/list');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(last);
    await page.getByRole('searchbox', { name: 'Search clients' }).press('Enter');
    const row = page.getByTestId('client-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Submitted')).toBeVisible();
    await expect(row.getByText('Active', { exact: true }).first()).toBeVisible();
    await shot(page, 'journey-broker-client-list');
  });
});
