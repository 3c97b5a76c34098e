import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_HEADER_BACKGROUND } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedInAdviser } from '../../../test/factories';
import { call } from '../../../test/factories';
import { multipart } from '../../../test/file-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';
import { PRODUCT_ICON_SVG, shortNameOf } from './portal-manifest';

const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
beforeEach(async () => {
  broker = await t.adviser();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const manifestUrl = (id: number) => `/api/portal/${id}/manifest`;

/** A logo as an adviser uploads it: wide, on a transparent ground. */
const wideLogo = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

async function uploadLogo(data: Buffer) {
  const body = multipart([
    { name: 'brokerId', value: String(broker.adviserId) },
    { name: 'fileType', value: 'logo' },
    { name: 'file', filename: 'logo.png', type: 'image/png', data },
  ]);
  const res = await call(t.app, broker.token, { method: 'POST', url: '/api/broker/upload', ...body });
  expect(res.statusCode, res.body).toBe(200);
}

async function brand(set: Partial<typeof advisers.$inferInsert>) {
  await t.ctx.db
    .update(advisers)
    .set(set)
    .where(eq(advisers.id, broker.adviserId as number));
}

describe('GET /api/portal/:adviserId/manifest', () => {
  it("names the portal after the adviser's company, in their colour, with icons from their logo, signed out", async () => {
    await brand({ company: 'Harbour Home Loans Pty Ltd', header_background: '#0B6E4F' });
    await uploadLogo(await wideLogo());
    const res = await get(manifestUrl(broker.adviserId as number));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Harbour Home Loans Pty Ltd',
      short_name: 'Harbour Home',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B6E4F',
      background_color: '#0B6E4F',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);

    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const side = Number(icon.sizes.split('x')[0]);
      const png = await get(icon.src);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // The address names what the icon is drawn from, so it is kept for good.
      expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = sharp(png.rawPayload);
      expect(await image.metadata()).toMatchObject({ format: 'png', width: side, height: side });
      // The logo sits inside a margin of the header colour, whole (fitted, not cropped).
      const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(2, 2)).toEqual([0x0b, 0x6e, 0x4f]);
      expect(pixel(side / 2, side / 2)).toEqual([200, 30, 40]);
      expect(pixel(side / 2, Math.round(side * 0.2))).toEqual([0x0b, 0x6e, 0x4f]);
      // Asked again with its validator, nothing is sent.
      const again = await get(icon.src, { 'if-none-match': String(png.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('gives a logo that is already a square PNG of the size as it is', async () => {
    const square = await sharp({
      create: { width: 192, height: 192, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await uploadLogo(square);
    const { icons } = (await get(manifestUrl(broker.adviserId as number))).json();
    const icon192 = await get(icons[0].src);
    expect(icon192.rawPayload.equals(square)).toBe(true);
    const icon512 = await get(icons[1].src);
    expect((await sharp(icon512.rawPayload).metadata()).width).toBe(512);
  });

  it("an adviser who has set no branding gets the product's name, colour and icon", async () => {
    await brand({ company: '', header_background: null });
    const res = await get(manifestUrl(broker.adviserId as number));
    expect(res.statusCode).toBe(200);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'BrokerDesk',
      short_name: 'BrokerDesk',
      theme_color: DEFAULT_HEADER_BACKGROUND,
      background_color: DEFAULT_HEADER_BACKGROUND,
      display: 'standalone',
      start_url: '/home',
    });
    const icon = await get(manifest.icons[1].src);
    expect(icon.statusCode).toBe(200);
    const { data, info } = await sharp(icon.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(512);
    // The product's navy to the corner (no transparent corner for iOS to paint black), the white house in the middle.
    expect([...data.subarray(0, 3)]).toEqual([0x1a, 0x35, 0x6f]);
    const middle = (256 * 512 + 256) * 3;
    expect([...data.subarray(middle, middle + 3)]).toEqual([255, 255, 255]);
  });

  it('answers 404 for an adviser who does not exist or was deleted, for the manifest and the icons', async () => {
    expect((await get(manifestUrl(987_654))).statusCode).toBe(404);
    expect((await get('/api/portal/987654/icon/192')).statusCode).toBe(404);
    await brand({ deleted_at: new Date() });
    expect((await get(manifestUrl(broker.adviserId as number))).statusCode).toBe(404);
  });

  it('refuses a size it does not draw and an id that is not one', async () => {
    expect((await get(`/api/portal/${broker.adviserId}/icon/100`)).statusCode).toBe(400);
    expect((await get('/api/portal/abc/manifest')).statusCode).toBe(400);
  });

  it('an icon asked for by an older address (a logo since replaced) is today’s, kept only briefly', async () => {
    const res = await get(`/api/portal/${broker.adviserId}/icon/192?v=an-older-logo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('the portal icon’s pieces', () => {
  it('draws the product icon from the same picture as the web app’s favicon', () => {
    const favicon = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/public/favicon.svg'), 'utf8');
    expect(favicon.trim()).toBe(PRODUCT_ICON_SVG);
  });

  it('shortens a company name to what a home screen shows', () => {
    expect(shortNameOf('Harbour Home Loans Pty Ltd')).toBe('Harbour Home');
    expect(shortNameOf('Acme Pty. Ltd.')).toBe('Acme');
    expect(shortNameOf('Lendwise')).toBe('Lendwise');
    expect(shortNameOf('Supercalifragilistic Loans')).toBe('Supercalifragilistic');
  });
});
