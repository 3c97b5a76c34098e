import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featurePairs } from '../../../scripts/check-feature-pairs.mjs';

/**
 * The import rules of `npm run lint` (biome.json and scripts/check-feature-pairs.mjs; README, Architecture: what may
 * import what), run with the repository's own configuration on a small tree of fixtures, so a change that stops
 * catching a deep cross-feature import, a path that climbs out of the features and back in, a file nested deeper
 * than the rules are written for, a feature importing app/, shared code importing a feature, an import cycle or two
 * features leaning on each other fails here.
 */
const root = path.resolve(__dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

const fixtures: Record<string, string> = {
  'apps/demo/src/db/client.ts': 'export const db = 1;\n',
  'apps/demo/src/features/orders/index.ts': "export { order } from './order';\n",
  'apps/demo/src/features/orders/order.ts': 'export const order = 1;\n',
  'apps/demo/src/features/orders/lines/line.ts': 'export const line = 1;\n',
  // Through the index, its own files and shared code: allowed.
  'apps/demo/src/features/billing/through-index.ts': [
    "import { db } from '../../db/client';",
    "import { order } from '../orders';",
    "import { order as again } from '../orders/index';",
    "import { invoice } from './invoice';",
    'export const ok = db + order + again + invoice;',
    '',
  ].join('\n'),
  'apps/demo/src/features/billing/invoice.ts': 'export const invoice = 1;\n',
  // Past another feature's index: refused, from a feature at any depth and from outside the features.
  'apps/demo/src/features/billing/deep.ts': "import { order } from '../orders/order';\nexport const a = order;\n",
  'apps/demo/src/features/billing/sub/deeper.ts':
    "import { line } from '../../orders/lines/line';\nexport const b = line;\n",
  'apps/demo/src/app.ts': "import { order } from './features/orders/order';\nexport const c = order;\n",
  // A path that climbs out of the features and back in, from a feature at either depth: refused.
  'apps/demo/src/features/billing/long.ts':
    "import { order } from '../../features/orders/order';\nexport const e = order;\n",
  'apps/demo/src/features/billing/sub/longer.ts':
    "import { line } from '../../../features/orders/lines/line';\nexport const f = line;\n",
  // The same from outside the features, through any depth of folders: refused.
  'apps/demo/src/app/pages/a/b/c/d/page.ts':
    "import { order } from '../../../../../../features/orders/order';\nexport const g = order;\n",
  // A file nested deeper inside a feature than the rules are written for: no path may climb out of its folder.
  'apps/demo/src/features/billing/a/b/c/d/deep.ts':
    "import { order } from '../../../../../../orders/order';\nexport const h = order;\n",
  'apps/demo/src/features/billing/a/b/c/d/own.ts': 'export const own = 1;\n',
  // Nested as deep as the rules go, through the index: allowed.
  'apps/demo/src/features/billing/a/b/c/fine.ts':
    "import { order } from '../../../../orders';\nimport { db } from '../../../../../db/client';\nexport const i = order + db;\n",
  // A feature never imports app/, and lib/ and components/ import no feature.
  'apps/demo/src/app/session.ts': 'export const me = 1;\n',
  'apps/demo/src/features/billing/uses-app.ts': "import { me } from '../../app/session';\nexport const j = me;\n",
  'apps/demo/src/lib/uses-feature.ts': "import { order } from '../features/orders';\nexport const k = order;\n",
  'apps/demo/src/components/uses-app.ts': "import { me } from '../app/session';\nexport const l = me;\n",
  // The route table may load a page nested inside a feature.
  'apps/web/src/app/router.tsx':
    "export const load = () => import('../features/orders/lines/line-page');\nexport const m = 1;\n",
  'apps/web/src/features/orders/lines/line-page.tsx': 'export const page = 1;\n',
  // Two features that import each other through their indexes: a cycle.
  'apps/demo/src/features/left/index.ts': "export { left } from './left';\n",
  'apps/demo/src/features/left/left.ts': "import { right } from '../right';\nexport const left = () => right;\n",
  'apps/demo/src/features/right/index.ts': "export { right } from './right';\n",
  'apps/demo/src/features/right/right.ts': "import { left } from '../left';\nexport const right = () => left;\n",
  // Two features that import each other through different modules, with no cycle of modules: refused by the pairs
  // check, which biome's noImportCycles cannot see.
  'apps/demo/src/features/up/index.ts': "export { u } from './u';\n",
  'apps/demo/src/features/up/u.ts': 'export const u = 1;\n',
  'apps/demo/src/features/up/page.ts': "import { d } from '../down';\nexport const p = d;\n",
  'apps/demo/src/features/down/index.ts': "export { d } from './d';\n",
  'apps/demo/src/features/down/d.ts': 'export const d = 1;\n',
  'apps/demo/src/features/down/page.ts': "import { u } from '../up';\nexport const q = u;\n",
  // Tests may reach inside any feature.
  'apps/demo/src/features/billing/deep.test.ts': "import { order } from '../orders/order';\nexport const d = order;\n",
};

let dir: string;
let findings: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(fixtures)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(biome, ['lint', '--max-diagnostics=none', '--colors=off', 'apps'], {
    cwd: dir,
    encoding: 'utf8',
  });
  // One line per finding: the path, line and column, then the rule (lint/group/rule).
  findings = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .map((line) => /^(\S+):(\d+):\d+ (lint\/\S+)/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}:${m[2]} ${m[3]}`)
    .sort();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the import rules of npm run lint', () => {
  it('refuses a deep import into another feature, and an import cycle, and nothing else', () => {
    expect(findings).toEqual([
      'apps/demo/src/app.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/app/pages/a/b/c/d/page.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/components/uses-app.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/a/b/c/d/deep.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/deep.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/long.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/sub/deeper.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/sub/longer.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/uses-app.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/left/index.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/left/left.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/right/index.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/right/right.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/lib/uses-feature.ts:1 lint/style/noRestrictedImports',
    ]);
  });

  it('finds the features that lean on each other, with or without a cycle of modules, and counts every pair', () => {
    const { demo, web } = featurePairs(dir);
    expect(demo?.bothWays).toEqual(['down <-> up', 'left <-> right']);
    expect(demo?.pairs).toEqual(['billing -> orders', 'down -> up', 'left -> right', 'right -> left', 'up -> down']);
    expect(web).toEqual({ pairs: [], bothWays: [] });
  });
});
