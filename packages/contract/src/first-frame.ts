/**
 * Which first frame a path paints before the app's code has run (docs/decisions/049-first-paint.md): the signed-out
 * pages' navy band, or the signed-in shell, with the applicant navigation on a client's application pages, the
 * settings navigation on an adviser's settings pages, and the bar under the header everywhere but a client's own
 * pages. The server names it in index.html (apps/server/src/http/web.ts) and the app's own first frame reads it
 * (apps/web/src/app/shell/shell-fallback.tsx), so the two cannot disagree.
 */
export type FirstFrame = 'public' | 'application' | 'client' | 'settings' | 'app';

/** The signed-out pages of the route table (the public layout's children in apps/web/src/app/router.tsx). */
export const SIGNED_OUT_PAGES = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify-email',
  'accept-invite',
  'logged-out',
  'client/logged-out',
  'contact',
  'privacy',
  'terms',
] as const;

const SIGNED_OUT_PATH = new RegExp(`^/(${SIGNED_OUT_PAGES.join('|')})(/|$)`);
const APPLICATION_PATH = /^\/client\/\d+\/(home|activity|application\/)/;
const SETTINGS_PATH =
  /^\/(broker|planner)\/\d+\/(account|password|site-appearance|mail-setting|lead-capture|template)$/;

export function firstFrame(pathname: string): FirstFrame {
  if (SIGNED_OUT_PATH.test(pathname)) return 'public';
  if (APPLICATION_PATH.test(pathname)) return 'application';
  if (pathname.startsWith('/client/') && !pathname.startsWith('/client/list')) return 'client';
  if (SETTINGS_PATH.test(pathname)) return 'settings';
  return 'app';
}
