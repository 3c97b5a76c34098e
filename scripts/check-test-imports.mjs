#!/usr/bin/env node
/**
 * Part of `npm run lint`: test scaffolding stays out of production folders. A production file (under a workspace's
 * `src/`, not a `*.test.*` file and not in a `test/` folder) may import only Node's own modules, the packages its
 * workspace lists in `dependencies`, and other production files. So it cannot import vitest, a testing library, a
 * test server (smtp-server, s3rver) or a test helper: those live in `apps/server/test/`, `apps/web/src/test/` or
 * beside the tests, where the builds never reach them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspaces whose `src/` ships (the server's bundle, the web app's, and the contract both use). */
export const PRODUCTION_WORKSPACES = ['apps/server', 'apps/web', 'packages/contract'];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** Static imports and re-exports (`from '…'`), side-effect imports, dynamic imports and `declare module` blocks. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bdeclare\s+module\s+|\bimport\s+type\s+\w+\s*=\s*require\s*\(\s*)(['"])([^'"\n]+)\1/gm;

/** Whether a repository path is test code: a test file, or anything in a `test/` folder. */
export const isTestPath = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /(^|\/)test\//.test(path);

/** Whether a repository path is production code of one of the workspaces. */
export function isProductionPath(path, workspaces = PRODUCTION_WORKSPACES) {
  return SOURCE.test(path) && workspaces.some((w) => path.startsWith(`${w}/src/`)) && !isTestPath(path);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a production file imports that it may not: a package outside its workspace's `dependencies`, or a file in a
 * test folder or a test file. `dependencies` is the workspace's own list; the file's line of each import is given.
 */
export function findTestImports(file, text, dependencies) {
  const problems = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2];
    const line = text.slice(0, match.index + match[0].length).split('\n').length;
    // Node's modules, a bundler's virtual modules and package.json `imports` (`#…`) are the platform's.
    if (specifier.includes(':') || specifier.startsWith('#')) continue;
    if (specifier.startsWith('.')) {
      const target = normalize(join(dirname(file), specifier));
      if (isTestPath(target) || isTestPath(`${target}.ts`)) {
        problems.push({ file, line, problem: `imports test code: ${specifier}` });
      }
      continue;
    }
    if (!dependencies.has(packageOf(specifier))) {
      problems.push({ file, line, problem: `imports ${specifier}, which its workspace lists only for development` });
    }
  }
  return problems;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => isProductionPath(p));
  const problems = [];
  for (const workspace of PRODUCTION_WORKSPACES) {
    const pkg = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
    for (const file of files.filter((f) => f.startsWith(`${workspace}/`))) {
      problems.push(...findTestImports(file, readFileSync(join(root, file), 'utf8'), dependencies));
    }
  }
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} production import(s) of test code or development-only packages.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) main();
