import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What a first visit to a page downloads before it can draw: the entry chunk and its static imports, plus the route
 * module named and its static imports (Vite's preload helper fetches those beside the route module), read from the
 * build's manifest. For each page: gzipped JavaScript and CSS and the number of script requests; `--list` names every
 * chunk with its gzipped size.
 *
 *   node scripts/bundle-size.mjs                      the pages bench/README.md budgets and Lighthouse measures
 *   node scripts/bundle-size.mjs broker-home-page     one page (any unique end of a source path)
 *   node scripts/bundle-size.mjs --list requirement-page
 *   node scripts/bundle-size.mjs --dist /tmp/dist     another build's output
 *
 * Builds the web app first when its build is missing or stale (the default dist only).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const list = args.includes('--list');
const distAt = args.indexOf('--dist');
const dist = distAt >= 0 ? path.resolve(args[distAt + 1]) : path.resolve(here, '../apps/web/dist');
const pages = args.filter((a, i) => !a.startsWith('--') && (distAt < 0 || i !== distAt + 1));

if (distAt < 0) {
  const { ensureWebBuild } = await import('./web-build.mjs');
  ensureWebBuild({ quiet: true });
}

/** The pages with a budget (bench/README.md, Measured) or a Lighthouse figure (bench/src/lighthouse.ts). */
const DEFAULT_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/app/home/client-home-page.tsx',
  'src/features/application/assets-page.tsx',
  'src/app/home/broker-home-page.tsx',
  'src/features/application/requirement-page.tsx',
  'src/features/clients/client-list-page.tsx',
];

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function routeKey(name) {
  const keys = Object.keys(manifest).filter(
    (k) => k.endsWith(name) || k.endsWith(`${name}.tsx`) || k.endsWith(`${name}.ts`),
  );
  if (keys.length !== 1) {
    throw new Error(keys.length ? `${name} names ${keys.join(', ')}: say which` : `No chunk for ${name}`);
  }
  return keys[0];
}

const gzipped = new Map();
function gzSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipped.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const name of pages.length ? pages : DEFAULT_PAGES) {
  const keys = closure([entry, routeKey(name)]);
  const scripts = [...keys].map((k) => manifest[k].file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const js = scripts.reduce((sum, f) => sum + gzSize(f), 0);
  const styles = css.reduce((sum, f) => sum + gzSize(f), 0);
  console.log(
    `${name}: ${kb(js)} of gzipped JavaScript in ${scripts.length} scripts, ${kb(styles)} of CSS in ${css.length}`,
  );
  if (list) {
    for (const f of [...scripts, ...css].sort((a, b) => gzSize(b) - gzSize(a))) {
      console.log(`  ${kb(gzSize(f)).padStart(9)}  ${f}`);
    }
  }
}
