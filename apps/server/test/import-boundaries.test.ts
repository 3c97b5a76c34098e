import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint` (biome.json; README, Architecture: what may import what), run with the
 * repository's own configuration on a small tree of fixtures, so a change to biome.json that stops catching a deep
 * cross-feature import or an import cycle fails here.
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
  // Two features that import each other through their indexes: a cycle.
  'apps/demo/src/features/left/index.ts': "export { left } from './left';\n",
  'apps/demo/src/features/left/left.ts': "import { right } from '../right';\nexport const left = () => right;\n",
  'apps/demo/src/features/right/index.ts': "export { right } from './right';\n",
  'apps/demo/src/features/right/right.ts': "import { left } from '../left';\nexport const right = () => left;\n",
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
      'apps/demo/src/features/billing/deep.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/billing/sub/deeper.ts:1 lint/style/noRestrictedImports',
      'apps/demo/src/features/left/index.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/left/left.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/right/index.ts:1 lint/suspicious/noImportCycles',
      'apps/demo/src/features/right/right.ts:1 lint/suspicious/noImportCycles',
    ]);
  });
});
