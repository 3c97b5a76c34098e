import { expect, type Locator, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot, signInFromLogin } from '../support';

/**
 * The account pages (docs/spec/core-and-application.md §2 Broker account page, docs/spec/settings-billing-admin.md §2
 * Planner Account), as a broker and a planner of the spec's own, named as the demo ones are.
 */

const SAVE_PATH = /\/api\/(broker|planner)\/save$|\/api\/(planner\/)?user\/account$/;

/** Resolves when the save of `key` has been answered 200. */
function saved(page: Page, key: string) {
  return page.waitForResponse(
    (r) =>
      SAVE_PATH.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      r.request().postDataJSON()?.key === key &&
      r.status() === 200,
  );
}

/** Types into an autosaved field and leaves it; the save happens on blur. */
async function fillAndLeave(page: Page, field: Locator, key: string, text: string) {
  const done = saved(page, key);
  await field.fill(text);
  await field.blur();
  await done;
}

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** A select saves as soon as an option is picked. */
async function choose(page: Page, label: string, key: string, option: string) {
  const done = saved(page, key);
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await done;
}

/** The header is fixed: from the top of the page the full-page screenshot shows it where it belongs. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function openMyAccount(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My Details', exact: true })).toBeVisible();
}

/** Counts the saves of one key sent from now on (an invalid value must send none). */
function countSaves(page: Page, key: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (SAVE_PATH.test(new URL(r.url()).pathname) && r.postDataJSON()?.key === key) sent.push(r.postDataJSON().value);
  });
  return sent;
}

async function invalidThenValidPostcode(page: Page, valid: string) {
  const sent = countSaves(page, 'postcode');
  const postcode = page.getByLabel('Postcode', { exact: true });
  await postcode.fill('20OO');
  await postcode.blur();
  await expect(page.getByText('Invalid postcode')).toBeVisible();
  expect(sent).toEqual([]);
  await fillAndLeave(page, postcode, 'postcode', valid);
  await expect(page.getByText('Invalid postcode')).toHaveCount(0);
  expect(sent).toEqual([valid]);
}

test.describe('account pages', () => {
  test('a broker edits their details, and they are kept after a reload', async ({ page, request }) => {
    // Past the trial and not on Pro, as the demo broker is.
    await openAs(page, await freshAdviser(request, { trial: 'ended' }));
    await openMyAccount(page);
    await expect(page).toHaveURL(/\/broker\/\d+\/account$/);
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');

    await fillAndLeave(page, page.getByLabel('Company'), 'company', 'Harbour City Home Loans Pty Ltd');
    // Phones are grouped by Australian patterns while typing (docs/spec/core-and-application.md §5).
    const office = page.getByLabel('Office phone');
    await office.fill('');
    const officeSaved = saved(page, 'phone_office');
    await office.pressSequentially('0391234567');
    await expect(office).toHaveValue('(03) 9123 4567');
    await office.blur();
    await officeSaved;
    await fillAndLeave(page, page.getByLabel('Website'), 'url', 'www.harbourcity.com.au');
    await expect(page.getByLabel('Website')).toHaveValue('https://www.harbourcity.com.au');
    await fillAndLeave(page, page.getByLabel('Address line 1'), 'address1', 'Level 12, 1 Macquarie Place');
    await fillAndLeave(page, page.getByLabel('City'), 'city', 'Sydney');
    await invalidThenValidPostcode(page, '2000');
    await choose(page, 'State', 'state_id', 'NSW');
    // Australia and New Zealand head the country list.
    await select(page, 'Country').click();
    await expect(page.getByRole('option').nth(0)).toHaveText('Australia');
    await expect(page.getByRole('option').nth(1)).toHaveText('New Zealand');
    await select(page, 'Country').press('Escape');
    await choose(page, 'Country', 'country_id', 'Australia');
    await fillAndLeave(page, page.getByLabel('Credit representative number'), 'crn', '512345');
    await choose(page, 'Credit representative type', 'crn_type', 'ACR');
    await choose(page, 'Aggregator', 'aggregator_id', 'Connective');
    // Past the trial on free access, as the demo broker: free access includes the Pro features, so the lodgement
    // options appear once a lodging aggregator is chosen (one rule with the lodgement page's).
    await expect(page.getByTestId('lodgement-section')).toHaveCount(1);
    await screenshot(page, 'account-broker');

    await page.reload();
    await expect(page.getByLabel('Company')).toHaveValue('Harbour City Home Loans Pty Ltd');
    await expect(page.getByLabel('Office phone')).toHaveValue('(03) 9123 4567');
    await expect(page.getByLabel('Website')).toHaveValue('https://www.harbourcity.com.au');
    await expect(page.getByLabel('Address line 1')).toHaveValue('Level 12, 1 Macquarie Place');
    await expect(page.getByLabel('City')).toHaveValue('Sydney');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('2000');
    await expect(select(page, 'State')).toHaveValue('NSW');
    await expect(select(page, 'Country')).toHaveValue('Australia');
    await expect(page.getByLabel('Credit representative number')).toHaveValue('512345');
    await expect(select(page, 'Credit representative type')).toHaveValue('ACR');
    await expect(select(page, 'Aggregator')).toHaveValue('Connective');
  });

  test('a planner edits their details, and they are kept after a reload', async ({ page, request }) => {
    await openAs(page, await freshAdviser(request, { kind: 'planner' }));
    await openMyAccount(page);
    await expect(page).toHaveURL(/\/planner\/\d+\/account$/);
    await expect(page.getByLabel('Fax')).toHaveCount(0);

    const afsl = page.getByLabel('AFSL number');
    await afsl.fill('12345');
    await afsl.blur();
    await expect(page.getByText('AFLS number should be 6 digits')).toBeVisible();
    await fillAndLeave(page, afsl, 'afsl_number', '234567');
    await fillAndLeave(page, page.getByLabel('Mobile phone'), 'phone_mobile', '0423 456 780');
    await fillAndLeave(page, page.getByLabel('City'), 'city', 'Melbourne');
    await invalidThenValidPostcode(page, '3000');
    await choose(page, 'State', 'state_id', 'VIC');
    await choose(page, 'Country', 'country_id', 'New Zealand');
    await fillAndLeave(
      page,
      page.getByLabel('Email disclaimer'),
      'emailDisclaimer',
      'General advice only. Southern Cross Wealth Partners, AFSL 234567.',
    );
    await screenshot(page, 'account-planner');

    await page.reload();
    await expect(page.getByLabel('AFSL number')).toHaveValue('234567');
    await expect(page.getByLabel('Mobile phone')).toHaveValue('0423 456 780');
    await expect(page.getByLabel('City')).toHaveValue('Melbourne');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('3000');
    await expect(select(page, 'State')).toHaveValue('VIC');
    await expect(select(page, 'Country')).toHaveValue('New Zealand');
    await expect(page.getByLabel('Email disclaimer')).toHaveValue(
      'General advice only. Southern Cross Wealth Partners, AFSL 234567.',
    );
  });

  test('an administrator opens a broker’s account from the list and sets the lodgement sign-in', async ({
    page,
    request,
  }) => {
    const broker = await freshAdviser(request);
    await signInFromLogin(page, DEMO.admin);
    await expect(page).toHaveURL(/\/broker\/list$/);
    const search = page.getByRole('searchbox', { name: 'Search brokers' });
    await search.fill(broker.email);
    await search.press('Enter');
    // The demo broker and every broker the specs made are named Sarah Mitchell: the row is this one's.
    await page
      .getByTestId(`adviser-row-${broker.id}`)
      .getByRole('link', { name: 'Sarah Mitchell', exact: true })
      .click();
    await expect(page).toHaveURL(/\/broker\/\d+\/account$/);
    await expect(page.getByRole('heading', { name: 'Sarah Mitchell Details', exact: true })).toBeVisible();

    // With a lodgement aggregator, an administrator always gets the lodgement section
    // (docs/spec/core-and-application.md §3).
    await choose(page, 'Aggregator', 'aggregator_id', 'Connective Select');
    const section = page.getByTestId('lodgement-section');
    await expect(section).toBeVisible();
    await fillAndLeave(page, section.getByLabel('Username'), 'lodge_user', 'sarah.mitchell');
    await fillAndLeave(page, section.getByLabel('Password', { exact: true }), 'lodge_pass', 'Lodge-pass1!');
    await expect(section.getByLabel('Password', { exact: true })).toHaveValue('');
    await screenshot(page, 'account-admin-broker');

    await page.reload();
    await expect(section.getByLabel('Username')).toHaveValue('sarah.mitchell');
    await expect(section.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(section.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Saved');
    await expect(section.getByLabel('API key', { exact: true })).toHaveAttribute('placeholder', '');

    // The password page of someone else asks for no current password and names them.
    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sarah Mitchell Password', exact: true })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveCount(0);

    await page.goto('/planner/list');
    const plannerSearch = page.getByRole('searchbox', { name: 'Search planners' });
    await plannerSearch.fill(DEMO.planner);
    await plannerSearch.press('Enter');
    // Planners the specs made carry the demo planner's name too: the link is clicked once the search has applied.
    await expect(page.getByTestId('found-line')).toHaveText('Found 1 planner');
    await page.getByRole('link', { name: 'James Nguyen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'James Nguyen Details', exact: true })).toBeVisible();
  });
});
