import path from 'node:path';
import type { Page } from '@playwright/test';
import { analyze, FAILING_IMPACTS } from '../a11y';
import { makeClient, pageUrl } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Australian formats and the app's own font: a date box reads and takes DD/MM/YYYY even in a browser set
 * to American English, where the native date box showed MM/DD/YYYY, and still saves 'YYYY-MM-DD'; text is drawn in
 * Inter, fetched from the app itself.
 */

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');
const PERSON_SAVE = '/api/applicant/edit-person';

/** The font files the page fetched, with where from and the answer's status. */
function watchFonts(page: Page) {
  const fetched: { url: URL; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.woff2')) fetched.push({ url, status: response.status() });
  });
  return fetched;
}

test.describe('formats', () => {
  test('a date of birth reads and types DD/MM/YYYY, saves YYYY-MM-DD and survives a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await freshAdviser(request);
    const { clientId, primaryId } = await makeClient(request, broker.token, 'Emily', 'Clarke');
    const saves: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(PERSON_SAVE) && r.method() === 'POST') saves.push(r.postDataJSON());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, broker, pageUrl(clientId, `applicant/${primaryId}`));

    const dob = page.getByLabel(/^Date of birth/);
    // Editable once the date control's code has arrived; until then a read-only box holds its place.
    await expect(dob).toBeEditable();
    await expect(dob).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(dob).toHaveValue('');

    // Typed from the keyboard, day first and without leading zeros; saved when the box is left.
    await dob.click();
    await dob.pressSequentially('5/3/1980');
    const saved = page.waitForResponse((r) => r.url().endsWith(PERSON_SAVE) && r.request().method() === 'POST');
    await page.keyboard.press('Tab');
    expect((await saved).ok()).toBeTruthy();
    expect(saves).toEqual([
      expect.objectContaining({ keyValueArr: [{ key: 'date_of_birth', value: '1980-03-05', previous: null }] }),
    ]);
    await expect(dob).toHaveValue('05/03/1980');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');

    await page.reload();
    await expect(dob).toBeEditable();
    await expect(dob).toHaveValue('05/03/1980');

    // A day that does not exist: the spec's message, the text kept to correct, nothing sent.
    await dob.fill('31/02/1980');
    await dob.press('Tab');
    const field = page.locator('.mantine-InputWrapper-root', { has: dob });
    await expect(field.getByText('Please type a valid date.')).toBeVisible();
    await expect(dob).toHaveValue('31/02/1980');
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(1);
    await shot(page, 'formats-date-error-1280');

    // The calendar opens on the stored month, day first in its labels; a day picked is saved at once.
    await page.reload();
    await expect(dob).toBeEditable();
    await expect(dob).toHaveValue('05/03/1980');
    await dob.click();
    const day = page.getByRole('button', { name: '12 March 1980' });
    await expect(day).toBeVisible();
    // Monday first, as Australian calendars are.
    await expect(page.locator('[data-dates-dropdown] thead th').first()).toHaveText(/^Mo/);
    const check = await analyze(page);
    expect(check.violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''))).toEqual([]);
    await shot(page, 'formats-calendar-1280');
    const picked = page.waitForResponse((r) => r.url().endsWith(PERSON_SAVE) && r.request().method() === 'POST');
    await day.click();
    expect((await picked).ok()).toBeTruthy();
    expect(saves[1]).toEqual(
      expect.objectContaining({ keyValueArr: [{ key: 'date_of_birth', value: '1980-03-12', previous: '1980-03-05' }] }),
    );
    await expect(dob).toHaveValue('12/03/1980');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).first().click();
    await shot(page, 'formats-applicant-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(dob).toBeEditable();
    await expect(dob).toHaveValue('12/03/1980');
    await shot(page, 'formats-applicant-375');
    await dob.click();
    await expect(page.getByRole('button', { name: '12 March 1980' })).toBeVisible();
    // What the phone's screen shows with the calendar open (a full-page shot scrolls away from it), once faded in.
    await expect(page.locator('[data-dates-dropdown]')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: path.join(SHOTS, 'formats-calendar-375.png') });
  });

  test('text is drawn in Inter, fetched from the app itself', async ({ page, request, baseURL }) => {
    const fonts = watchFonts(page);
    const broker = await freshAdviser(request);
    await openAs(page, broker, '/');
    await page.evaluate(() => document.fonts.ready);

    const styles = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1, h2, h3') as Element).fontFamily,
      loaded: [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => [f.family.replaceAll('"', ''), f.weight, f.display]),
    }));
    expect(styles.body).toMatch(/^"Inter Variable", Inter,/);
    expect(styles.heading).toMatch(/^"Inter Variable", Inter,/);
    expect(styles.loaded).toContainEqual(['Inter Variable', '100 900', 'swap']);

    // The face the browser actually drew the heading with (Chromium's own report): Inter, a web font.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1, h2, h3' });
    await cdp.send('CSS.enable');
    const { fonts: drawn } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(drawn.map((f) => [f.familyName, f.isCustomFont])).toEqual([['Inter', true]]);

    // One file, the Latin subset, from the app's own origin.
    const origin = new URL(baseURL as string).origin;
    expect(fonts.map((f) => [f.url.origin, f.url.pathname.replace(/-[\w-]{8}\.woff2$/, '.woff2'), f.status])).toEqual([
      [origin, '/assets/inter-latin-wght-normal.woff2', 200],
    ]);
  });
});
