import { PORTAL_DATA_CACHE } from './portal-data-cache';

/**
 * The portal's service worker (docs/decisions/045-portal-offline.md) is registered for clients only: advisers and
 * administrators work at a desk, and their pages go to the network as they always did. The worker is built only for
 * production (vite-plugin-pwa); the dev server has none.
 */
const SW_URL = '/sw.js';

const canUse = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the worker once the page has loaded, so its first download (the precached shell) does not compete with
 * the page's own scripts and data on a slow network.
 */
export function registerPortalWorker(): void {
  if (!canUse()) return;
  // A worker that cannot be registered leaves the portal online-only, as it was.
  const register = () => void navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Someone who is not a client signed in on this browser: the portal's worker steps aside, and what it kept of this
 * session's answers while it still controlled the page goes with it.
 */
export function unregisterPortalWorker(): void {
  if (!canUse()) return;
  void navigator.serviceWorker
    .getRegistration('/')
    .then(async (registration) => {
      if (!registration?.active?.scriptURL.endsWith(SW_URL)) return;
      await registration.unregister();
      await caches.delete(PORTAL_DATA_CACHE);
    })
    .catch(() => undefined);
}
