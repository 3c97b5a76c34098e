import fs from 'node:fs';
import path from 'node:path';
import { apiCall, bearer } from '../api';
import { invitationLink } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/*
 * The portal on a phone's home screen (docs/decisions/047-offline-uploads-and-the-portal-manifest.md): a client's
 * pages link their broker's web app manifest, which names the broker's company, wears their colour and gives icons
 * drawn from their logo.
 */

const COMPANY = 'Harbour Home Loans Pty Ltd';
const COLOUR = '#0b6e4f';
const PASSWORD = 'Homescreen-pass1!';

test('a client’s portal links a manifest that names their broker, in the broker’s colour and with their logo', async ({
  page,
  request,
}) => {
  const broker = await freshAdviser(request, { settings: { company: COMPANY, header_background: COLOUR } });
  // The broker's logo, drawn by a browser as a broker's designer would give it: wide, not square.
  const logo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 160;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#ffffff';
    g.font = 'bold 72px sans-serif';
    g.fillText('Harbour', 20, 110);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  const uploaded = await request.post('/api/broker/upload', {
    headers: bearer(broker.token),
    multipart: {
      brokerId: String(broker.id),
      fileType: 'logo',
      file: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logo, 'base64') },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();

  const email = uniqueEmail('isla');
  const { client } = await apiCall<{ client: { id: number } }>(request, broker.token, 'client/create', {
    first_name: 'Isla',
    last_name: 'Homescreen',
    email,
  });
  await apiCall(request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,submit' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await invitationLink(request, email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const manifestLink = page.locator('head link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', `/api/portal/${broker.id}/manifest`);
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    `/api/portal/${broker.id}/icon/180`,
  );
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', COLOUR);
  await shot(page, 'portal-home-screen-client-home');

  // What the browser reads when the client adds the portal to the home screen, fetched as it does: no token.
  const manifestUrl = new URL((await manifestLink.getAttribute('href')) as string, page.url()).href;
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: COMPANY,
    short_name: 'Harbour Home',
    display: 'standalone',
    start_url: '/home',
    theme_color: COLOUR,
  });
  const icon = await request.get(new URL(body.icons[1].src, manifestUrl).href);
  expect(icon.headers()['content-type']).toBe('image/png');
  // Kept beside the screenshots, to be looked at: the logo whole, inside a margin of the broker's colour.
  const shots = path.resolve(import.meta.dirname, '../artifacts/screenshots');
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(path.join(shots, 'portal-home-screen-icon-512.png'), await icon.body());

  // Signed out, the page is the product's again.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(0);
});
