import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken as adminTokenFor, apiCall, bearer, mailTo } from '../api';
import { invitationLink } from '../application-steps';
import { expect, test } from '../fixtures';
import { type FreshAdviser, freshAdviser, openAs } from '../fresh-adviser';
import { shot, signIn, uniqueEmail } from '../support';

/**
 * Journeys that used to dead-end: a client coming back (the invitation page checks its link, a used one offers Sign
 * in, the signed-out pages wear the broker's header, the logged-out page has Sign in again), the client's own menu,
 * new messages and leads in sight, forms that forgive (a refused sign-in on neither field, lead-form errors checked on
 * leaving a field and cleared on change), and lodgement set-up by one rule with the client's submission kept apart
 * from the broker's lodgement.
 */

const LONG_COMPANY = 'Harbour City Home Loans and Investment Finance Partners';
const CLIENT_PASSWORD = 'Portal-pass1!';

/** Both widths of every changed page, kept as screenshots to look at. */
async function shots(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize(size);
}

/** A client of the broker's, invited to the portal; answers the client's id, email and the emailed link. */
async function invitedClient(request: APIRequestContext, broker: FreshAdviser, first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  const { client } = await apiCall<{ client: { id: number } }>(request, broker.token, 'client/create', {
    first_name: first,
    last_name: last,
    email,
  });
  await apiCall(request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,asset,submit' });
  return { id: client.id, email, link: await invitationLink(request, email) };
}

/** The invited client accepts by the API, as the page does, and answers their session. */
async function accepted(request: APIRequestContext, link: string) {
  const res = await request.post('/api/auth/accept-invite', {
    data: { token: link.split('/').at(-1), password: CLIENT_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { token: string };
}

test.describe('coming back, and what is new', () => {
  test('a client comes back: branded pages, their own menu, a new message, Sign in again, a used link, a wrong password', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const broker = await freshAdviser(request, {
      settings: { company: LONG_COMPANY, phone_mobile: '0412 345 678' },
    });
    const client = await invitedClient(request, broker, 'Leo', 'Invitee');

    // The invitation's page wears the broker's header, the long company name whole (it wraps), and asks for a password.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(client.link);
    const branded = page.getByTestId('public-adviser-header');
    await expect(branded).toContainText(LONG_COMPANY);
    await expect(branded).toContainText('Sarah Mitchell');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    const company = branded.getByText(LONG_COMPANY);
    expect(await company.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shots(page, 'return-accept-invite');
    await page.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
    await page.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));

    // Their menu wears their own initials, not their adviser's; the adviser stays beside it with Call and Email.
    const header = page.getByTestId('app-header');
    const menu = header.getByRole('button', { name: /Account menu of Leo Invitee/ });
    await expect(menu).toContainText('LI');
    await expect(menu).not.toContainText('SM');
    await expect(header.getByRole('link', { name: 'Call Sarah Mitchell' })).toBeVisible();

    // The adviser writes; the client's home says so at once, with the way to answer.
    await apiCall(request, broker.token, 'message/send', {
      clientId: client.id,
      body: 'Hi Leo, could you add your savings account?',
    });
    await page.reload();
    const card = page.getByTestId('home-new-message');
    await expect(card.getByRole('heading', { name: 'New message from Sarah' })).toBeVisible();
    await expect(card).toContainText('could you add your savings account?');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header.getByTestId('header-adviser')).toContainText('Sarah Mitchell');
    await shots(page, 'return-client-home');
    await card.getByRole('link', { name: 'Read and reply' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/messages$`));

    // Logging out lands on a page in the broker's header with Sign in again.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/logged-out$/);
    await expect(page.getByTestId('public-adviser-header')).toContainText(LONG_COMPANY);
    await expect(page.getByText('saved for Sarah')).toBeVisible();
    await shots(page, 'return-client-logged-out');
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The invitation link opened again says the password was chosen, and offers Sign in instead of the form.
    await page.goto(client.link);
    await expect(page.getByRole('heading', { name: 'You already chose a password' })).toBeVisible();
    await expect(page.getByTestId('public-adviser-header')).toContainText(LONG_COMPANY);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await shots(page, 'return-accept-invite-used');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A wrong password is the form's message, on neither field.
    await signIn(page, client.email, 'Not-the-pass1!');
    const refused = page.getByTestId('login-error');
    await expect(refused).toHaveText('Authentication failed. Please try again.');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await shots(page, 'return-login-refused');
    await page.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));
  });

  test('the email-confirmation page wears the adviser’s header', async ({ page, request }) => {
    const broker = await freshAdviser(request, { verified: false, settings: { company: LONG_COMPANY } });
    let token: string | undefined;
    await expect
      .poll(async () => {
        const mails = await mailTo(request, broker.email);
        token = mails.map((m) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(m.text_body)?.[1]).find(Boolean);
        return token;
      })
      .toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/verify-email/${token}`);
    await expect(page.getByTestId('verify-email-done')).toBeVisible();
    await expect(page.getByTestId('public-adviser-header')).toContainText(LONG_COMPANY);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await shots(page, 'return-verify-email');
  });

  test('the broker sees new leads and unread messages on arrival, and Leads in the navigation; the lead form forgives', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await freshAdviser(request, { settings: { lead_capture_enabled: true } });
    const tag = Math.random().toString(36).slice(2, 7);

    // A visitor fills the lead form on a phone: a wrong email is pointed out on leaving the field, and the error goes
    // as soon as it is being fixed.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/client/lead-capture/${broker.id}/primary-reason`);
    await page.getByLabel('Buy my first home').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill(`Lead${tag}`);
    const email = page.getByLabel('Email');
    await email.fill('nora@');
    await email.blur();
    const emailError = page.locator('#email-error');
    await expect(emailError).toHaveText('Please type a valid email.');
    await shot(page, 'return-lead-form-blur-375');
    await email.fill(uniqueEmail('nora'));
    await expect(emailError).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    // Next with the mobile missing marks it; typing into it clears the mark before it is even valid.
    await expect(page.locator('#phone_mobile-error')).toBeVisible();
    await page.getByLabel('Mobile').fill('04');
    await expect(page.locator('#phone_mobile-error')).toHaveCount(0);
    await shots(page, 'return-lead-form');
    await page.getByLabel('Mobile').fill('0400 123 456');
    await page.getByLabel('State').selectOption({ label: 'NSW' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('About how much would you like to borrow?').selectOption({ label: '$500,000 to $750,000' });
    await page.getByLabel('When would you like the loan?').selectOption({ label: 'Within 3 months' });
    await page.getByLabel('Morning (9am to 12pm)').check();
    await page.getByLabel(/I agree to be contacted by Sarah Mitchell/).check();
    // A person takes a few seconds over the form; the server refuses a faster one.
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    // A client who wrote to the broker.
    const client = await invitedClient(request, broker, 'Mia', `Writer${tag}`);
    const session = await accepted(request, client.link);
    const wrote = await request.post('/api/message/send', {
      data: { clientId: client.id, body: 'We found the payslips.' },
      headers: bearer(session.token),
    });
    expect(wrote.ok(), await wrote.text()).toBeTruthy();

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, broker, '/broker/home');
    const leads = page.getByTestId('home-new-leads');
    await expect(leads.getByRole('link', { name: `Nora Lead${tag}` })).toBeVisible();
    const unread = page.getByTestId('home-unread-messages');
    await expect(unread.getByRole('link', { name: new RegExp(`Mia Writer${tag}: 1 unread`) })).toHaveAttribute(
      'href',
      `/client/${client.id}/messages`,
    );
    await shots(page, 'return-broker-home');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page).toHaveURL(/\/client\/list-search\/-\/lead\//);
    await expect(page.getByRole('link', { name: `Nora Lead${tag}` }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shots(page, 'return-leads-list');
  });
});

test.describe('lodgement set-up', () => {
  test('one rule for My account and the Upload page, a warning for missing answers, and the client told it was lodged, not submitted', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // Past the trial with free access, which includes lodgement: My account shows the lodgement fields.
    const broker = await freshAdviser(request, {
      trial: 'ended',
      settings: {
        company: 'Mitchell Home Loans',
        aggregator_id: 5,
        lodge_user: 'sarah.mitchell',
        lodge_pass: 'lodge-pass-1',
        lodge_api_key: 'key-good',
        lodge_api_token: 'token-good',
      },
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, broker, `/broker/${broker.id}/account`);
    await expect(page.getByLabel('Username')).toHaveValue('sarah.mitchell');
    await shots(page, 'lodgement-account-fields');

    // A client with what the lodgement needs and little else: 1 answer or more still missing.
    const client = await invitedClient(request, broker, 'Ola', 'Lodged');
    const session = await accepted(request, client.link);
    const detail = await request.get(`/api/client/detail?clientId=${client.id}`, { headers: bearer(broker.token) });
    const { applicants } = (await detail.json()) as { applicants: { id: number }[] };
    await apiCall(request, broker.token, 'applicant/edit-person', {
      clientId: client.id,
      applicantId: applicants[0]?.id,
      keyValueArr: [
        { key: 'date_of_birth', value: '1988-06-15' },
        { key: 'phone_mobile', value: '0412 345 678' },
      ],
    });
    await apiCall(request, broker.token, 'application/requirement/save', {
      clientId: client.id,
      keyValueArr: [
        { key: 'purpose', value: 'refinance' },
        { key: 'loan_amount', value: 52_500_000 },
        { key: 'objectives', value: 'A lower rate and an offset account for our savings.' },
      ],
    });

    await page.goto(`/client/${client.id}/lodgement`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Some answers are still missing' });
    await expect(warning).toContainText(/\d+ answers? (is|are) still missing in this application/);
    await shots(page, 'lodgement-missing-answers-warning');
    await warning.getByRole('button', { name: 'Upload anyway' }).click();
    await expect(page).toHaveURL(`/client/${client.id}/lodgement/confirmation`, { timeout: 30_000 });

    // The client never pressed Submit: their portal says the broker lodged it, and never that they submitted it.
    await openAs(page, session, `/client/${client.id}/home`);
    const said = page.getByTestId('home-submitted');
    await expect(said).toContainText('Sarah lodged your application with the lender');
    await expect(said).not.toContainText(/submitted/i);
    await shots(page, 'lodgement-client-home-lodged');
    await page.goto(`/client/${client.id}/application/submit`);
    await expect(page.getByRole('heading', { name: 'Already lodged' })).toBeVisible();
    await expect(page.getByTestId('submitted-thanks')).toHaveCount(0);
    await shots(page, 'lodgement-client-submit-lodged');
  });

  test('a plan without lodgement says why on My account and links to Payments', async ({ page, request }) => {
    const broker = await freshAdviser(request, { settings: { aggregator_id: 5 } });
    // The administrator ends the trial without free access: the Free plan, which leaves lodgement out.
    const admin = await adminTokenFor(request);
    await apiCall(request, admin, `broker/extend-trial/${broker.id}`, { duration: '-30 days' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, broker, `/broker/${broker.id}/account`);
    const why = page.getByTestId('account-lodgement-unavailable');
    await expect(why).toContainText('part of the Pro plan');
    await expect(why.getByRole('link', { name: 'Open Payments' })).toHaveAttribute(
      'href',
      `/broker/${broker.id}/stripe`,
    );
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await shots(page, 'lodgement-account-needs-pro');
  });
});
