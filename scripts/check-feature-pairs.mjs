#!/usr/bin/env node
/**
 * Part of `npm run lint`: no two features may import each other (README, Architecture: what may import what). Biome's
 * noImportCycles sees cycles of modules only, and two features can lean on each other through different modules
 * without one; this check works on features. It counts as the issue tracker's tool does: a production file under
 * apps/<app>/src/features/<a>/ importing (statically or by import()) a relative path that lands in
 * apps/<app>/src/features/<b>/, b ≠ a. Prints each app's directed pairs and fails when a pair leans both ways or
 * the two apps have more than MAX_PAIRS pairs together.
 *
 *   node scripts/check-feature-pairs.mjs          the repository
 *   node scripts/check-feature-pairs.mjs DIR      another tree (the boundary test's fixtures)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most directed pairs the two apps may have together (README, Architecture: what may import what). */
const MAX_PAIRS = 30;

const isTest = (p) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(p) || /(^|\/)test\//.test(p) || /(^|\/)fixtures?\//.test(p);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Each app's directed feature pairs (`a -> b`) and the pairs that lean both ways (`a <-> b`, a before b). */
export function featurePairs(root) {
  const apps = existsSync(join(root, 'apps')) ? readdirSync(join(root, 'apps')) : [];
  const result = {};
  for (const app of apps.sort()) {
    const features = join(root, 'apps', app, 'src', 'features');
    if (!existsSync(features)) continue;
    const pairs = new Set();
    for (const file of walk(features)) {
      const path = relative(root, file).split(sep).join('/');
      const from = path.match(/^apps\/[^/]+\/src\/features\/([^/]+)\//);
      if (!from || isTest(path) || !/\.(ts|tsx|mjs|js)$/.test(path)) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = `${normalize(join(dirname(path), m[1]))
          .split(sep)
          .join('/')}/`;
        const to = target.match(new RegExp(`^apps/${app}/src/features/([^/]+)/`));
        if (to && to[1] !== from[1]) pairs.add(`${from[1]} -> ${to[1]}`);
      }
    }
    const bothWays = [...pairs]
      .map((p) => p.split(' -> '))
      .filter(([a, b]) => a < b && pairs.has(`${b} -> ${a}`))
      .map(([a, b]) => `${a} <-> ${b}`);
    result[app] = { pairs: [...pairs].sort(), bothWays };
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const found = featurePairs(root);
  const refused = [];
  let total = 0;
  for (const [app, { pairs, bothWays }] of Object.entries(found)) {
    console.log(`${app}: ${pairs.length} cross-feature import pairs`);
    total += pairs.length;
    for (const pair of bothWays) refused.push(`${app}: ${pair}`);
  }
  console.log(`cross-feature import pairs: ${total} (at most ${MAX_PAIRS}, none both ways)`);
  if (refused.length) {
    console.error(
      `Features that import each other (move the shared piece down to lib/ or components/, into the feature that owns ` +
        `it, or merge the two; README, Architecture: what may import what):\n  ${refused.join('\n  ')}`,
    );
  }
  if (total > MAX_PAIRS) {
    console.error(
      `${total} cross-feature import pairs, more than ${MAX_PAIRS}: move what several features share down out of the ` +
        `features (lib/, components/ or the server's own modules) rather than importing it across.`,
    );
  }
  if (refused.length || total > MAX_PAIRS) process.exit(1);
}
