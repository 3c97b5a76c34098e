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
  // A reader's copy shows the product as a firm runs it: no demo-data banner, and the tests' throwaway addresses
  // (broker.sarah.x1y2z3@e2e.example) read as a person's own (sarah@example.com.au) while the picture is taken.
  const restore = await page.evaluateHandle(() => {
    const changed: [Text, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const tidy = text.data.replace(/\b(?:[a-z]+\.)?([a-z]+)\.[a-z0-9]+@e2e\.example\b/g, '$1@example.com.au');
      if (tidy !== text.data) {
        changed.push([text, text.data]);
        text.data = tidy;
      }
    }
    return () => {
      for (const [text, data] of changed) text.data = data;
    };
  });
  try {
    // The banner is the top strip of the fixed header: the picture starts below it.
    const bannerLocator = page.getByTestId('demo-banner');
    // A page without it (the public lead form) is taken whole: boundingBox would wait for one to appear.
    const banner = (await bannerLocator.count()) > 0 ? await bannerLocator.first().boundingBox() : null;
    const size = page.viewportSize() as { width: number; height: number };
    const top = banner && banner.y === 0 ? banner.height : 0;
    await page.screenshot({
      path: path.join(HELP_SHOTS, `${name}.png`),
      clip: { x: 0, y: top, width: size.width, height: size.height - top },
    });
  } finally {
    await restore.evaluate((undo) => undo());
  }
  await shot(page, `help-${name}`);
}
