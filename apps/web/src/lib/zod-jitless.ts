/**
 * Zod's first parse probes whether it may compile a fast parser with `new Function`. The Content-Security-Policy
 * (script-src 'self', set by the server's app.ts) refuses that, so every page that validates a form logged a CSP
 * violation to the browser's console and Issues (Lighthouse's best-practices score counts it). With `jitless` zod
 * skips the probe and parses as it does wherever eval is refused, which is what happened here anyway.
 *
 * Set through the global zod reads its settings from, not by importing zod: the first load stays free of zod
 * (docs/decisions/011-light-first-load.md). Whether zod loads before or after the call, it ends up with the
 * setting; the test beside this file checks it with the installed zod. main.tsx calls it before anything renders.
 */
export function parseWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
