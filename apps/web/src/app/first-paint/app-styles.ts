/**
 * The app's stylesheet, which index.html preloads rather than letting it hold back the first paint (the build's
 * build/first-paint.ts): applied here, where it stood in the head (so the stylesheets the pages load later still
 * come after it), and awaited before React draws. A stylesheet that neither loads nor fails within 10 s lets the app
 * draw anyway. Without a preloaded stylesheet (the dev server) there is nothing to wait for.
 */
export const appStylesReady: Promise<void> = new Promise((resolve) => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-app-styles]');
  if (!link) return resolve();
  link.addEventListener('load', () => resolve(), { once: true });
  link.addEventListener('error', () => resolve(), { once: true });
  window.setTimeout(resolve, 10_000);
  link.rel = 'stylesheet';
});
