import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { shot } from './support';

const HELP_SHOTS = path.resolve(import.meta.dirname, '../apps/web/public/help/screenshots');

/**
 * A screenshot of the product for the help pages (apps/web/src/features/help/content): written where the help's
 * Markdown links it, so every run of the browser tests makes them again from the product as it is, and kept with
 * the other screenshots too. The visible part of the page only, at the size a reader's screen shows.
 */
export async function helpShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(HELP_SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(HELP_SHOTS, `${name}.png`) });
  await shot(page, `help-${name}`);
}
