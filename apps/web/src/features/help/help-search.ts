import { searchIndex, searchOptions, texts } from 'virtual:help-content';
import MiniSearch from 'minisearch';

/** The help pages' search, over the index built with the app (build/help-content.ts). */
let loaded: MiniSearch | null = null;
const index = () => {
  loaded ??= MiniSearch.loadJSON(searchIndex, searchOptions);
  return loaded;
};

export interface HelpHit {
  slug: string;
  title: string;
  snippet: string;
}

/** A few words around the first place a term appears, so a result shows why it matched. */
function snippetOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), text.length);
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + 180).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + 180 < text.length ? '…' : ''}`;
}

export function searchHelp(query: string): HelpHit[] {
  const q = query.trim();
  if (!q) return [];
  return index()
    .search(q, { prefix: true, fuzzy: 0.2, boost: { title: 2 } })
    .slice(0, 8)
    .map((r) => ({
      slug: String(r.id),
      title: String(r.title),
      snippet: snippetOf(texts[String(r.id)] ?? '', r.terms),
    }));
}
