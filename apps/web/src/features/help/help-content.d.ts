/** The module build/help-content.ts makes from content/*.md at build time. */
declare module 'virtual:help-content' {
  export const pages: { slug: string; title: string; html: string }[];
  export const texts: Record<string, string>;
  /** A MiniSearch index, serialised (MiniSearch.loadJSON with searchOptions). */
  export const searchIndex: string;
  export const searchOptions: { fields: string[]; storeFields: string[] };
}
