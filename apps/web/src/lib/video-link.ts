/**
 * docs/spec/settings-billing-admin.md §2, §5: the intro video link → the YouTube id to embed. The short-link form
 * (youtu.be/ID) uses the last path segment, the long form (youtube.com/watch?v=ID) the v parameter up to any '&';
 * anything else has no id. Only a well-formed id is returned, and only an id is ever put into the player's address.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LONG_FORM_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_FORM_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/**
 * What an empty link previews (docs/spec/settings-billing-admin.md §9: a sample video is shown when none is set): a
 * short explainer of the loan-to-value ratio, a term every home-loan client meets.
 */
export const SAMPLE_VIDEO_ID = '3NEOmewF4u8';

export function youtubeVideoId(link: string): string | null {
  const text = link.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (SHORT_FORM_HOSTS.has(host)) id = url.pathname.split('/').filter(Boolean).pop();
  else if (LONG_FORM_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** What the 520x300 preview shows: the sample for an empty link, the link's video, or nothing (invalid). */
export function previewVideoId(link: string): string | null {
  return link.trim() === '' ? SAMPLE_VIDEO_ID : youtubeVideoId(link);
}

/** YouTube's privacy-enhanced player; the CSP's frame-src allows only this origin (set by the server's app.ts). */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}
