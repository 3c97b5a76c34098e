import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Site appearance (docs/spec/settings-billing-admin.md §2), walked as a broker and a planner of the spec's own, named
 * as the demo ones are and starting, as they do, with nothing uploaded or chosen.
 */

const VIDEO_ID = 'dQw4w9WgXcQ';
const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const header = (page: Page) => page.getByTestId('app-header');
const preview = (page: Page) => page.getByTestId('banner-preview');
const contrastNotice = (page: Page) => page.getByTestId('banner-contrast-notice');
const colourField = (page: Page) => page.getByLabel('Banner background colour');
const videoField = (page: Page) => page.getByLabel('Video link');
const saved = (page: Page) => expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A real PNG drawn by the browser's canvas: a lettered badge, so the screenshots show where each image went. */
async function drawPng(page: Page, opts: { width: number; height: number; fill: string; text: string }) {
  const base64 = await page.evaluate(({ width, height, fill, text }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = fill;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#ffffff';
    g.font = `bold ${Math.round(height * 0.45)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, width / 2, height / 2);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  }, opts);
  return Buffer.from(base64, 'base64');
}

async function uploadImage(page: Page, type: 'logo' | 'profile_image', name: string, buffer: Buffer) {
  const answer = page.waitForResponse((r) => /\/api\/(broker|planner)\/upload$/.test(r.url()));
  await page.getByTestId(`image-card-${type}`).locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer,
  });
  expect((await answer).status()).toBe(200);
}

/** The image has really loaded (served by the API with its type), not just been given a src. */
async function expectLoaded(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test.describe('site appearance', () => {
  test('a broker uploads a logo, sets colours and a video, keeps them over a reload, and deletes the logo', async ({
    page,
    request,
  }) => {
    await openAs(page, await freshAdviser(request, { settings: { company: 'Harbour City Home Loans' } }));
    await openFromMenu(page, 'Site appearance');
    await expect(page).toHaveURL(/\/broker\/\d+\/site-appearance$/);
    await expect(page.getByRole('heading', { name: 'Site Appearance', exact: true })).toBeVisible();
    await expect(page.getByText('No logo yet')).toBeVisible();
    // With no link, the preview plays the sample video.
    await expect(page.getByTitle('Sample video preview')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );

    await uploadImage(
      page,
      'logo',
      'harbour-logo.png',
      await drawPng(page, { width: 360, height: 120, fill: '#0B6E4F', text: 'HARBOUR' }),
    );
    await expectLoaded(page.getByRole('img', { name: 'Current logo' }));
    await expectLoaded(preview(page).getByRole('img', { name: 'Logo' }));
    const headerLogo = header(page).getByRole('img', { name: 'Harbour City Home Loans' });
    await expectLoaded(headerLogo);
    expect(await headerLogo.getAttribute('src')).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.png$/);

    await uploadImage(
      page,
      'profile_image',
      'sarah.png',
      await drawPng(page, { width: 200, height: 200, fill: '#7A1F3D', text: 'SM' }),
    );
    await expectLoaded(header(page).getByRole('img', { name: 'Sarah Mitchell' }));
    await expectLoaded(preview(page).getByRole('img', { name: 'Profile image' }));

    // Colours: black text on a pale green, shown in the preview and then in the header.
    await page.getByRole('radio', { name: 'Black' }).check();
    await saved(page);
    await colourField(page).fill('#D8F3E6');
    await colourField(page).press('Tab');
    await saved(page);
    await expect(preview(page)).toHaveCSS('background-color', 'rgb(216, 243, 230)');
    await expect(preview(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(216, 243, 230)');
    await expect(header(page)).toHaveCSS('color', 'rgb(0, 0, 0)');

    // A link that is not a YouTube video shows the placeholder; a real one previews that video only.
    await videoField(page).fill('https://example.com/my-video');
    await expect(
      page.getByText('Invalid YouTube link. Please copy and paste the full YouTube video URL.'),
    ).toBeVisible();
    await videoField(page).fill(`https://www.youtube.com/watch?v=${VIDEO_ID}&t=42s`);
    await videoField(page).press('Tab');
    await saved(page);
    const player = page.getByTitle('Video preview');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    await expect(player).toHaveAttribute('width', '520');
    await expect(player).toHaveAttribute('height', '300');
    await shot(page, 'appearance-broker');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(colourField(page)).toHaveValue('#d8f3e6');
    await expect(videoField(page)).toHaveValue(`https://www.youtube.com/watch?v=${VIDEO_ID}&t=42s`);
    await expectLoaded(page.getByRole('img', { name: 'Current logo' }));
    await expectLoaded(header(page).getByRole('img', { name: 'Harbour City Home Loans' }));
    await expect(header(page)).toHaveCSS('background-color', 'rgb(216, 243, 230)');
    await shot(page, 'appearance-broker-reloaded');

    await page.getByRole('button', { name: 'Delete logo' }).click();
    await notice(page, 'File deleted successfully');
    await expect(page.getByText('No logo yet')).toBeVisible();
    await expect(header(page).getByRole('img', { name: 'Harbour City Home Loans' })).toHaveCount(0);
    await expect(header(page).getByText('BrokerDesk', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No logo yet')).toBeVisible();
    await shot(page, 'appearance-broker-logo-deleted');

    // The profile image is deleted the same way.
    await page.getByRole('button', { name: 'Delete profile image' }).click();
    await notice(page, 'File deleted successfully');
  });

  test('a planner sees #182F64 while unset, changes it, resets it to white (told their white text will show black), and it is kept', async ({
    page,
    request,
  }) => {
    await openAs(page, await freshAdviser(request, { kind: 'planner' }));
    await openFromMenu(page, 'Site appearance');
    await expect(page).toHaveURL(/\/planner\/\d+\/site-appearance$/);
    await expect(page.getByRole('heading', { name: 'Site Appearance', exact: true })).toBeVisible();
    await expect(colourField(page)).toHaveValue('#182F64');
    await expect(preview(page)).toHaveCSS('background-color', 'rgb(24, 47, 100)');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(24, 47, 100)');
    await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();
    await shot(page, 'appearance-planner-unset');

    await colourField(page).fill('#7A1F3D');
    await colourField(page).press('Tab');
    await saved(page);
    await expect(preview(page)).toHaveCSS('background-color', 'rgb(122, 31, 61)');
    await page.reload();
    await expect(colourField(page)).toHaveValue('#7a1f3d');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(122, 31, 61)');

    await expect(contrastNotice(page)).toBeEmpty();
    await page.getByRole('button', { name: 'Reset' }).click();
    await saved(page);
    await expect(colourField(page)).toHaveValue('#ffffff');
    // White text on white cannot be read: the page says clients will see black, and the preview and header show it.
    await expect(contrastNotice(page)).toHaveText(
      'White text would be hard to read on this colour, so your clients will see black text.',
    );
    await expect(preview(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(header(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await shot(page, 'appearance-planner-reset-white-text');
    await page.getByRole('radio', { name: 'Black' }).check();
    await saved(page);
    await expect(contrastNotice(page)).toBeEmpty();
    await page.reload();
    await expect(colourField(page)).toHaveValue('#ffffff');
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(preview(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await shot(page, 'appearance-planner-reset');
  });
});
