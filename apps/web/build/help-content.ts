import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';

/**
 * The help centre's pages (docs/decisions/022-leads-messages-help.md): Markdown files in src/features/help/content,
 * turned at build time into the module `virtual:help-content`, which holds each page's HTML (rendered with marked) and
 * the MiniSearch index of their text, serialised. The browser downloads neither the Markdown parser nor the work of
 * indexing; it loads the index as built.
 */
export const HELP_MODULE = 'virtual:help-content';
const RESOLVED = `\0${HELP_MODULE}`;

export interface HelpSource {
  slug: string;
  title: string;
  order: number;
  markdown: string;
}

/** `---\ntitle: …\norder: n\n---\n` then Markdown. */
export function readHelpSource(file: string): HelpSource {
  const raw = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: a help page starts with a front matter block (title, order)`);
  const meta = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  if (!meta.title || !meta.order) throw new Error(`${file}: the front matter needs a title and an order`);
  return { slug: path.basename(file, '.md'), title: meta.title, order: Number(meta.order), markdown: match[2] ?? '' };
}

/** The words of a page as a reader sees them, for the index: no Markdown marks, links by their text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const SEARCH_OPTIONS = { fields: ['title', 'text'], storeFields: ['title'] };

export function buildHelpModule(dir: string): string {
  const sources = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readHelpSource(path.join(dir, f)))
    .sort((a, b) => a.order - b.order);
  const marked = new Marked({ gfm: true });
  const pages = sources.map((s) => ({ slug: s.slug, title: s.title, html: marked.parse(s.markdown) as string }));
  const search = new MiniSearch(SEARCH_OPTIONS);
  search.addAll(sources.map((s) => ({ id: s.slug, title: s.title, text: plainText(s.markdown) })));
  const texts = Object.fromEntries(sources.map((s) => [s.slug, plainText(s.markdown)]));
  return [
    `export const pages = ${JSON.stringify(pages)};`,
    `export const texts = ${JSON.stringify(texts)};`,
    `export const searchIndex = ${JSON.stringify(JSON.stringify(search))};`,
    `export const searchOptions = ${JSON.stringify(SEARCH_OPTIONS)};`,
  ].join('\n');
}

export function helpContent(dir: string): Plugin {
  return {
    name: 'brokerdesk-help-content',
    resolveId: (id) => (id === HELP_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      for (const f of fs.readdirSync(dir)) this.addWatchFile(path.join(dir, f));
      return buildHelpModule(dir);
    },
  };
}
