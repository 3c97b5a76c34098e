import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * When a build is stale: a hash of everything it is made from, kept beside the output, so a stale build is
 * noticed whatever the file times say. The web app and the server share it (scripts/web-build.mjs,
 * scripts/server-build.mjs).
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* files(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const name of fs.readdirSync(p).sort()) yield* files(path.join(p, name));
}

/**
 * A hash of the inputs (paths relative to the repository root, files or folders), tests left out, and the folders
 * of `exclude` too.
 */
export function sourceHash(inputs, exclude = []) {
  const hash = createHash('sha256');
  const skipped = exclude.map((p) => path.join(root, p) + path.sep);
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      if (/\.test\.tsx?$/.test(file) || skipped.some((folder) => file.startsWith(folder))) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Runs `npm run build -w <workspace>` when `output` is missing or the stamp differs from the inputs' hash (or
 * always, with force), then writes the stamp; answers whether it built.
 */
export function ensureBuilt({ label, workspace, inputs, exclude, output, stampFile, quiet = false, force = false }) {
  const hash = sourceHash(inputs, exclude);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  if (!force && current === hash && fs.existsSync(output)) return false;
  if (!quiet) console.log(current ? `Sources of ${label} changed: rebuilding…` : `Building ${label} (first run)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', workspace, '--silent'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stderr ?? '');
    throw new Error(`The build of ${label} failed.`);
  }
  fs.writeFileSync(stampFile, hash);
  return true;
}
