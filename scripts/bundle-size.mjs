import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, root } from './web-build.mjs';

/**
 * Reports the gzipped JavaScript a first visit downloads for a page: the entry chunk, its static imports,
 * and the lazy chunks of the route named (from Vite's manifest). `node scripts/bundle-size.mjs [src/...tsx]`.
 */
ensureWebBuild({ quiet: true });
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const extra = process.argv.slice(2).map((p) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(p));
  if (!key) throw new Error(`No chunk for ${p}`);
  return key;
});
const chunks = closure([entry, ...extra]);
let total = 0;
for (const key of chunks) {
  const file = path.join(dist, manifest[key].file);
  total += gzipSync(fs.readFileSync(file)).length;
}
console.log(`${(total / 1024).toFixed(1)} KB of gzipped JavaScript on first load (${chunks.size} chunks)`);
