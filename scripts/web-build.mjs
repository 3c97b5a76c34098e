import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

function* files(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const name of fs.readdirSync(p).sort()) yield* files(path.join(p, name));
}

/** A hash of everything the web build is made from, so a stale build is noticed whatever the file times say. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Builds apps/web when its build is missing or older than its sources; answers whether it built. */
export function ensureWebBuild({ quiet = false } = {}) {
  const hash = sourceHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  if (current === hash && fs.existsSync(path.join(distDir, 'index.html'))) return false;
  if (!quiet) console.log(current ? 'Web app sources changed: rebuilding…' : 'Building the web app (first run)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stderr ?? '');
    throw new Error('The web build failed.');
  }
  fs.writeFileSync(stampFile, hash);
  return true;
}
