import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from '../src/features/help/help-routes';
import { buildHelpModule, plainText, type SEARCH_OPTIONS } from './help-content';

const dir = path.resolve(import.meta.dirname, '../src/features/help/content');

/** Evaluates the generated module's exports (plain JSON assignments). */
function generated() {
  const code = buildHelpModule(dir);
  const exports: Record<string, unknown> = {};
  for (const line of code.split('\n')) {
    const m = /^export const (\w+) = (.*);$/.exec(line);
    if (m?.[1] && m[2]) exports[m[1]] = JSON.parse(m[2]);
  }
  return exports as {
    pages: { slug: string; title: string; html: string }[];
    searchIndex: string;
    searchOptions: typeof SEARCH_OPTIONS;
  };
}

describe('the help content built with the app', () => {
  it('has the eight help routes in order, each with its title and rendered HTML with a screenshot', () => {
    const { pages } = generated();
    expect(pages.map((p) => p.slug)).toEqual(HELP_PAGES.map((p) => p.slug));
    expect(pages.map((p) => p.title)).toEqual(HELP_PAGES.map((p) => p.title));
    for (const page of pages) {
      expect(page.html, page.slug).toMatch(/^<h1>/);
      expect(page.html, page.slug).toMatch(/<img src="\/help\/screenshots\/[\w-]+\.png" alt="[^"]+"/);
    }
  });

  it('links only to help pages that exist', () => {
    const slugs = new Set(HELP_PAGES.map((p) => `/help/${p.slug}`));
    for (const page of generated().pages) {
      for (const [, href] of page.html.matchAll(/href="(\/help\/[^"]*)"/g))
        expect(slugs, `${page.slug} → ${href}`).toContain(href);
    }
  });

  it('finds the new-client page first for "invite", from the index as built', () => {
    const { searchIndex, searchOptions } = generated();
    const search = MiniSearch.loadJSON(searchIndex, searchOptions);
    const hits = search.search('invite', { prefix: true, fuzzy: 0.2, boost: { title: 2 } });
    expect(hits[0]?.id).toBe('new-client');
    expect(search.search('lead capture')[0]?.id).toBe('new-client');
    expect(search.search('disclaimer', { prefix: true }).map((h) => h.id)).toContain('email-settings');
  });

  it('indexes the words a reader sees, not the Markdown marks', () => {
    expect(plainText('# Title\n\nSee [the list](/help/x) and **bold** ![pic](/a.png)')).toBe(
      'Title See the list and bold',
    );
  });
});
