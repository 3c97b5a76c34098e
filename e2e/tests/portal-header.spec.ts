import { apiCall, bearer } from '../api';
import { invitationLink } from '../application-steps';
import { expect, type Locator, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * The client portal's header in the broker's colours (docs/spec/core-and-application.md §2 Shell): a
 * broker of the test's own chooses a light yellow with white text on the Site Appearance page, is told
 * clients will see black text, and their invited client's header is drawn in black, which axe (run on every page by
 * the fixtures) finds readable. On a phone the client sees the broker's name and buttons to call and email them.
 */

const header = (page: Page) => page.getByTestId('app-header');
const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';
const YELLOW = 'rgb(255, 255, 0)';
const NAVY = 'rgb(26, 53, 111)';
/** Too long for one line on a phone: it wraps to two and ends in an ellipsis there, whole in its title. */
const COMPANY = 'Harbour City Home Loans and Financial Planning Pty Ltd';

/**
 * Every element that draws text on the header's background draws it in `colour` (the avatar's initials sit on its own
 * white circle).
 */
async function expectHeaderText(page: Page, colour: string) {
  await expect(header(page)).toHaveCSS('color', colour);
  const colours = await header(page)
    .locator('*')
    .evaluateAll((elements) =>
      elements
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('.mantine-Avatar-root'))
        .map((el) => getComputedStyle(el).color),
    );
  expect(colours.length).toBeGreaterThan(0);
  expect(new Set(colours)).toEqual(new Set([colour]));
}

/** A target of at least 44 × 44 px, inside the window (WCAG 2.5.5), and visible. */
async function expectTarget(target: Locator, viewportWidth: number) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewportWidth);
}

test.describe('the client portal header', () => {
  test('a yellow header with white text chosen reads in black, and a phone shows the broker with Call and Email', async ({
    page,
    request,
  }) => {
    const broker = await freshAdviser(request, {
      settings: { company: COMPANY, phone_mobile: '0412 345 678' },
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    // The broker picks #FFFF00 and keeps white text: the page says clients will see black, and the preview shows it.
    await openAs(page, broker, `/broker/${broker.id}/site-appearance`);
    await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();
    const notice = page.getByTestId('banner-contrast-notice');
    await expect(notice).toBeEmpty();
    await page.getByLabel('Banner background colour').fill('#FFFF00');
    await page.getByLabel('Banner background colour').press('Tab');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
    await expect(notice).toHaveText(
      'White text would be hard to read on this colour, so your clients will see black text.',
    );
    await expect(page.getByTestId('banner-preview')).toHaveCSS('background-color', YELLOW);
    await expect(page.getByTestId('banner-preview')).toHaveCSS('color', BLACK);
    // The broker's own header follows their colours too.
    await expect(header(page)).toHaveCSS('background-color', YELLOW);
    await expectHeaderText(page, BLACK);
    await shot(page, 'portal-header-appearance-notice');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(notice).toBeVisible();
    await shot(page, 'portal-header-appearance-notice-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Their client, invited and signed in through the emailed link.
    const email = uniqueEmail('mia');
    const { client } = await apiCall<{ client: { id: number } }>(request, broker.token, 'client/create', {
      first_name: 'Mia',
      last_name: 'Portal',
      email,
    });
    const invited = await request.post('/api/client/invite', {
      data: { clientId: client.id, pages: 'requirement,profile,submit' },
      headers: bearer(broker.token),
    });
    expect(invited.ok(), await invited.text()).toBeTruthy();
    const link = await invitationLink(request, email);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    // The signed-out page wears the broker's header: the long company name in two lines at most, whole in its title.
    const top = page.getByTestId('public-adviser-company');
    await expect(top).toHaveCSS('-webkit-line-clamp', '2');
    await expect(top).toHaveAttribute('title', COMPANY);
    await page.setViewportSize({ width: 375, height: 740 });
    const lines = await top.evaluate((el) => el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(Math.round(lines)).toBe(2);
    await shot(page, 'portal-header-signed-out-long-company-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Password', { exact: true }).fill('Portal-pass1!');
    await page.getByLabel('Confirm password').fill('Portal-pass1!');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));

    // Desktop: yellow, every word of the header in black.
    await expect(header(page)).toHaveCSS('background-color', YELLOW);
    await expectHeaderText(page, BLACK);
    await expect(header(page).getByText('Harbour City Home Loans')).toBeVisible();
    await expect(header(page).getByTestId('header-name')).toHaveText(broker.name);
    // The phone's row stays hidden on a wide screen, where the adviser's details sit beside the client's own menu.
    await expect(page.getByTestId('header-phone-contact')).toBeHidden();
    await shot(page, 'portal-header-yellow-1280');

    // A phone: the broker's name, and Call and Email buttons that dial and write to them.
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      const contact = page.getByTestId('header-phone-contact');
      await expect(contact.getByText('Your adviser')).toBeVisible();
      await expect(contact.getByText(broker.name)).toBeVisible();
      const call = header(page).getByRole('link', { name: `Call ${broker.name}` });
      const write = header(page).getByRole('link', { name: `Email ${broker.name}` });
      await expect(call).toHaveAttribute('href', 'tel:+61412345678');
      await expect(write).toHaveAttribute('href', `mailto:${broker.email}`);
      await expectTarget(call, width);
      await expectTarget(write, width);
      await expectTarget(header(page).getByRole('button', { name: /Account menu/ }), width);
      await expectHeaderText(page, BLACK);
      // Nothing in the header is pushed off the screen (a long company name is cut short), and it keeps its height.
      expect(await header(page).evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(width);
      const rights = await header(page)
        .locator('a, button, img, span, div')
        .evaluateAll((elements) =>
          elements
            .filter((el) => el.getBoundingClientRect().width > 1)
            .map((el) => Math.round(el.getBoundingClientRect().right)),
        );
      expect(Math.max(...rights)).toBeLessThanOrEqual(width);
      expect((await header(page).boundingBox())?.height).toBe(95);
      // The company wraps to two lines at most, then an ellipsis; its link and title keep the whole name.
      const company = header(page).getByTestId('header-company');
      await expect(company).toHaveCSS('-webkit-line-clamp', '2');
      await expect(company).toHaveAttribute('title', COMPANY);
      await expect(header(page).getByRole('link', { name: `${COMPANY} home` })).toBeVisible();
      const lines = await company.evaluate(
        (el) => el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(Math.round(lines)).toBe(2);
      await shot(page, `portal-header-yellow-${width}`);
    }
    // The account menu is still there on a phone.
    await header(page)
      .getByRole('button', { name: /Account menu/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back to the default navy: the chosen white text is kept.
    await apiCall(request, broker.token, 'broker/save', {
      brokerId: broker.id,
      key: 'header_background',
      value: '#1A356F',
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(header(page)).toHaveCSS('background-color', NAVY);
    await expect(page.getByTestId('header-phone-contact').getByText(broker.name)).toBeVisible();
    await expectHeaderText(page, WHITE);
    await shot(page, 'portal-header-navy-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectHeaderText(page, WHITE);
    await shot(page, 'portal-header-navy-1280');
  });
});
