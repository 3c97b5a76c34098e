/**
 * The portal's service worker (docs/decisions/045-portal-offline.md) is registered for clients only: advisers and
 * administrators work at a desk, and their pages go to the network as they always did. The worker is built only for
 * production (vite-plugin-pwa); the dev server has none.
 */
const SW_URL = '/sw.js';

const canUse = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerPortalWorker(): void {
  if (!canUse()) return;
  // A worker that cannot be registered leaves the portal online-only, as it was.
  navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => undefined);
}

/** Someone who is not a client signed in on this browser: the portal's worker steps aside. */
export function unregisterPortalWorker(): void {
  if (!canUse()) return;
  void navigator.serviceWorker
    .getRegistration('/')
    .then((registration) => {
      if (registration?.active?.scriptURL.endsWith(SW_URL)) return registration.unregister();
    })
    .catch(() => undefined);
}
