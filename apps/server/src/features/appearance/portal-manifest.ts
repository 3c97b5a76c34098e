import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_HEADER_BACKGROUND,
  defaultHeaderBackground,
  fillPath,
  PRODUCT_NAME,
  type PortalIconSize,
  appearanceEndpoints,
} from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { advisers, files } from '../../db/schema';
import { notFound } from '../../errors';

/*
 * The client portal on a phone's home screen (decision 047): a web app manifest per adviser, named after their
 * company and coloured as their header, with icons drawn from their logo; the product's own name and icon when they
 * have set none.
 */

/** The product's icon (apps/web/public/favicon.svg, which a test keeps equal), for an adviser without a logo. */
export const PRODUCT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1A356F"/><path d="M16 34 32 20l16 14v14a2 2 0 0 1-2 2H38V38H26v12h-8a2 2 0 0 1-2-2z" fill="#fff"/></svg>';

/** Raised when the drawing below changes, so browsers holding an icon fetch the new one. */
const DRAWING_VERSION = 1;
/** The client's first page once signed in: where the home-screen icon opens. */
export const PORTAL_START_URL = '/home';
/** What the home screen shows under an icon before it cuts the name short. */
const SHORT_NAME_MAX = 12;

/** The parts of an adviser the manifest and icons are made of. */
export interface PortalLook {
  adviserId: number;
  company: string;
  background: string;
  logo: { key: string; contentType: string } | null;
}

export async function findPortalLook(db: Db, adviserId: number): Promise<PortalLook | null> {
  const [row] = await db
    .select({
      kind: advisers.kind,
      company: advisers.company,
      background: advisers.header_background,
      logoKey: files.storage_key,
      logoType: files.content_type,
    })
    .from(advisers)
    .leftJoin(files, and(eq(files.id, advisers.logo_file_id), isNull(files.deleted_at)))
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  if (!row) return null;
  return {
    adviserId,
    company: row.company.trim(),
    background: row.background || defaultHeaderBackground(row.kind),
    logo: row.logoKey ? { key: row.logoKey, contentType: row.logoType ?? '' } : null,
  };
}

/**
 * The name under the icon: the company without its "Pty Ltd", and when that is still long, as many of its first
 * words as fit (the first word alone when none does).
 */
export function shortNameOf(company: string): string {
  const name = company.replace(/[,\s]+pty\.?\s*(ltd\.?|limited)?$/i, '').trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_MAX) break;
    short = `${short} ${word}`;
  }
  return short;
}

/** Names what an icon is drawn from: a new logo or colour is a new address, so a browser's copy can be kept for good. */
export function iconVersion(look: PortalLook): string {
  const source = look.logo ? `${look.logo.key}|${look.background}` : 'product';
  return createHash('sha256').update(`${source}|${DRAWING_VERSION}`).digest('base64url').slice(0, 16);
}

export function iconUrl(look: PortalLook, size: PortalIconSize): string {
  const path = fillPath(appearanceEndpoints.portalIcon.path, { adviserId: look.adviserId, size });
  return `/api${path}?v=${iconVersion(look)}`;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' }[];
}

export function manifestOf(look: PortalLook): WebManifest {
  const name = look.company || PRODUCT_NAME;
  const background = look.logo ? look.background : DEFAULT_HEADER_BACKGROUND;
  return {
    name,
    short_name: look.company ? shortNameOf(look.company) : PRODUCT_NAME,
    description: look.company
      ? `Your application and documents with ${look.company}`
      : 'Your application and documents with your adviser',
    start_url: PORTAL_START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: look.background,
    // The splash screen around the icon is the icon's own ground.
    background_color: background,
    lang: 'en-AU',
    icons: (['192', '512'] as const).map((size) => ({
      src: iconUrl(look, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

export async function portalManifest(ctx: ServiceContext, adviserId: number): Promise<WebManifest> {
  const look = await findPortalLook(ctx.db, adviserId);
  if (!look) throw notFound();
  return manifestOf(look);
}

/**
 * Drawn icons by version and size, on this instance: each is a pure function of the stored logo (whose key never
 * names other bytes) and the colour, so an instance without it draws it again. At most 8 MB.
 */
const drawn = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (b) => b.length });

export interface PortalIcon {
  png: Buffer;
  version: string;
}

/**
 * One icon: a logo that is already a square PNG of this size as it is; any other logo fitted inside a margin on the
 * adviser's header colour (the ground it is made to sit on, and iOS shows a transparent corner black); without a
 * logo, the product's icon. A logo that cannot be read gives the product's icon too.
 */
export async function portalIcon(ctx: ServiceContext, adviserId: number, size: PortalIconSize): Promise<PortalIcon> {
  const look = await findPortalLook(ctx.db, adviserId);
  if (!look) throw notFound();
  const version = iconVersion(look);
  const key = `${version}:${size}`;
  const cached = drawn.get(key);
  if (cached) return { png: cached, version };
  const png = await drawIcon(ctx, look, Number(size));
  drawn.set(key, png);
  return { png, version };
}

async function drawIcon(ctx: ServiceContext, look: PortalLook, size: number): Promise<Buffer> {
  const logo = look.logo ? await ctx.storage.get(look.logo.key) : null;
  if (logo) {
    try {
      const bytes = await buffer(logo.stream);
      // A logo passed the upload's image check; a huge one is still not decoded whole here.
      const options = { limitInputPixels: 40_000_000 };
      const meta = await sharp(bytes, options).metadata();
      if (meta.format === 'png' && meta.width === size && meta.height === size) return bytes;
      const inner = Math.round(size * 0.8);
      const fitted = await sharp(bytes, options)
        .rotate()
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 4, background: look.background } })
        .composite([{ input: fitted, gravity: 'centre' }])
        .png()
        .toBuffer();
    } catch (err) {
      ctx.log.warn(
        { err, adviserId: look.adviserId },
        'A logo could not be drawn as an icon: the product icon is used',
      );
    }
  }
  return sharp(Buffer.from(PRODUCT_ICON_SVG), { density: (72 * size) / 64 })
    .resize(size, size)
    .flatten({ background: DEFAULT_HEADER_BACKGROUND })
    .png()
    .toBuffer();
}
