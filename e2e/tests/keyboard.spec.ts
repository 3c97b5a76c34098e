import { apiCall, bearer } from '../api';
import { invitationLink, pageUrl } from '../application-steps';
import { expect, type Locator, type Page, test } from '../fixtures';
import { freshAdviser } from '../fresh-adviser';
import { uniqueEmail } from '../support';

/**
 * A client who uses the keyboard alone: signs in, opens a fact-find page from the side navigation, answers a
 * select and an amount, and submits the application to their broker, with Tab, Shift+Tab, the arrow keys, Enter and
 * typing only. Nothing is clicked and nothing is focused by the test: each step Tabs to its control, checks that
 * the control has the focus and shows it, and only then presses a key on it.
 */

const MAX_TABS = 60;

/** Tabs (or Shift+Tabs) until `target` has the focus; fails if it is not reached within a whole round of the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

/**
 * The focused control shows that it has the focus: an outline or a ring (a shadow) on the element, or on the box
 * of the field it sits in (a password field's input sits inside the box that draws the field's border).
 */
async function expectFocusRing(page: Page) {
  await expect
    .poll(() =>
      page.locator(':focus').evaluate((el) => {
        const ringed = (node: Element) => {
          const style = getComputedStyle(node);
          const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none';
        };
        const box = el.parentElement;
        return ringed(el) || (box?.matches(':focus-within') && ringed(box))
          ? 'ring'
          : `no focus ring on ${el.outerHTML.slice(0, 160)}`;
      }),
    )
    .toBe('ring');
}

/** Resolves when the save of this fact-find page has been accepted. */
const saved = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/${path}`) && r.request().method() === 'POST' && r.ok());

test('a client signs in, answers a fact-find page and submits with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The client is invited by a broker of the test's own (named as the demo broker is) and sets a password
  // through the invitation, as portal-submit.spec.ts's client does on its page.
  const broker = await freshAdviser(request);
  const email = uniqueEmail('ruby');
  const { client } = await apiCall<{ client: { id: number } }>(request, broker.token, 'client/create', {
    first_name: 'Ruby',
    last_name: 'Keys',
    email,
  });
  await apiCall(request, broker.token, 'client/invite', {
    clientId: client.id,
    pages: 'profile,requirement,asset,liability,expense,risk-profile,submit',
  });
  const invitation = (await invitationLink(request, email)).split('/').pop();
  const password = 'Keyboard-pass1!';
  const accepted = await request.post('/api/auth/accept-invite', { data: { token: invitation, password } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();

  // Sign in: the focus starts at the top of the login page.
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));

  // The skip link comes first and takes the focus to the page's main content.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('id', 'main');

  // Requirements, from the side navigation (the page's own list of steps links there too: either will do).
  await tabTo(page, page.getByRole('link', { name: /^Requirements/ }).first(), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${pageUrl(client.id, 'requirement')}$`));
  await expect(page.getByRole('heading', { name: 'Purpose and property' })).toBeVisible();

  // A select: the arrow keys open it and move to the option, Enter chooses it.
  const purpose = page.getByRole('combobox', { name: /^Purpose/ });
  await tabTo(page, purpose);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const refinance = listbox.getByRole('option', { name: 'Refinance', exact: true });
  for (let presses = 0; presses < 30; presses++) {
    if ((await refinance.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(refinance).toHaveAttribute('data-combobox-selected');
  const purposeSaved = saved(page, 'application/requirement/save');
  await page.keyboard.press('Enter');
  await purposeSaved;
  await expect(purpose).toHaveValue('Refinance');
  await expect(purpose).toBeFocused();

  // An amount: typed, and saved when the focus leaves it.
  const loan = page.getByRole('textbox', { name: /^Loan amount/ });
  await tabTo(page, loan);
  await page.keyboard.type('650000');
  const loanSaved = saved(page, 'application/requirement/save');
  await page.keyboard.press('Tab');
  await loanSaved;
  await expect(loan).toHaveValue('650,000');

  // Back up to the side navigation's Submit, and on to the Submit page.
  await tabTo(page, page.getByRole('link', { name: 'Submit', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${pageUrl(client.id, 'submit')}$`));

  await tabTo(page, page.getByRole('button', { name: 'Submit to Sarah' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog holds the focus: Tab moves only among its own controls.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Submit', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submitted-thanks')).toContainText('Your application was submitted to Sarah');

  // What was answered by keyboard is what the broker sees.
  const requirement = await request.get(`/api/application/requirement?clientId=${client.id}`, {
    headers: bearer(broker.token),
  });
  expect(requirement.ok(), await requirement.text()).toBeTruthy();
  // Amounts are kept in cents.
  expect(await requirement.json()).toMatchObject({ data: { purpose: 'refinance', loan_amount: 65_000_000 } });
});
