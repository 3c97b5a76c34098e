/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PORTAL_DATA_CACHE, PORTAL_DATA_PATHS } from '../lib/offline/portal-data-cache';

/**
 * The client portal's service worker (docs/decisions/045-portal-offline.md), built by vite-plugin-pwa with Workbox:
 * the app shell and the built assets are precached, so the portal's pages load with no network after one visit; a
 * navigation gets the app's index.html; the portal's data answers are fetched network-first and kept per session, so a
 * reload with no signal draws the page with the last answers. Nothing else is touched: every other request goes to the
 * network as if there were no worker.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The API and the public lead capture page (a page of its own, decision 022) are not the app's shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/client\/lead-capture\//] }),
);

// The other built files a client's page loads (a lazily loaded control, the help page): their names carry a hash of
// their content, so a kept copy is never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'portal-assets-v1' }),
);

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Each answer is kept under its address and a digest of the session that asked for it: another sign-in on the same
 * phone never finds it (signing out also deletes the cache).
 */
const perSession: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const url = new URL(request.url);
    url.searchParams.set('__session', hex(digest));
    return url.href;
  },
  // Only whole answers are kept: an error is never drawn as the page's data.
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    PORTAL_DATA_PATHS.test(url.pathname) &&
    // The app's public settings are nobody's; everything else is kept only for a signed-in session.
    (url.pathname === '/api/meta' || request.headers.has('Authorization')),
  new NetworkFirst({ cacheName: PORTAL_DATA_CACHE, plugins: [perSession], matchOptions: { ignoreVary: true } }),
  'GET',
);
