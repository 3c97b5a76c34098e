import { VitePWA } from 'vite-plugin-pwa';

/**
 * The client portal's service worker (docs/decisions/045-portal-offline.md): our own worker (src/sw/sw.ts) with
 * Workbox's precache list injected, served at the root beside index.html. No web app manifest is generated here: the
 * portal's is per broker and served by the app.
 */
export function offlinePortal() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    manifest: false,
    // The app registers the worker itself, for clients only (src/lib/offline/service-worker-registration.ts).
    injectRegister: false,
    injectManifest: {
      // A classic script, which every phone's browser can register.
      rollupFormat: 'iife',
      // The app shell (index.html, the entry's script and styles, the font) and the chunks of the portal's areas
      // (build/chunk-plan.ts names a chunk after the areas that share it); the other scripts a client's page loads are
      // kept by the worker as they are first loaded. Not the precompressed copies: the server picks those by the
      // request's Accept-Encoding.
      globPatterns: [
        'index.html',
        'assets/index-*.{js,css}',
        'assets/*.woff2',
        'assets/*portal*.js',
        'assets/*fact-find*.js',
      ],
      globIgnores: ['**/lead-capture*'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
