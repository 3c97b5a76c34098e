import path from 'node:path';
import { ensureBuilt, root, sourceHash as hashOf } from './build-stamp.mjs';

export { root };
const distDir = path.join(root, 'apps/web/dist');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/lead-capture.html',
  'apps/web/vite.lead.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];
/**
 * The help's screenshots, which the browser tests take again from the product each run (e2e/help-shots.ts): a
 * build is not stale for them, or CI's production start would build again what the browser tests had just built.
 */
const exclude = ['apps/web/public/help/screenshots'];

/** A hash of everything the web build is made from, so a stale build is noticed whatever the file times say. */
export function sourceHash() {
  return hashOf(inputs, exclude);
}

/** Builds apps/web when its build is missing or older than its sources; answers whether it built. */
export function ensureWebBuild({ quiet = false, force = false } = {}) {
  return ensureBuilt({
    label: 'the web app',
    workspace: 'apps/web',
    inputs,
    exclude,
    output: path.join(distDir, 'index.html'),
    stampFile: path.join(distDir, '.source-hash'),
    quiet,
    force,
  });
}
