import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import parseSpdx from 'spdx-expression-parse';

/**
 * `npm run licences` (run by lint, so by CI): every package that ships with the product, to the server or to the
 * browser, must carry an OSI-approved licence, unless a decision record names it in its reviewed-licences table
 * (docs/decisions/025-node-24-and-dependencies.md). Dev tools (tests, bench, build) are not shipped and not checked.
 */

/** The workspaces whose `dependencies` ship: the API, the web app (bundled) and the contract both use. */
export const SHIPPED_WORKSPACES = ['apps/server', 'apps/web', 'packages/contract'];

const require = createRequire(import.meta.url);

/** SPDX ids to whether the OSI approved them (spdx-license-list, which follows SPDX's own list). */
export function osiApprovals() {
  const list = require('spdx-license-list');
  return new Map(Object.entries(list).map(([id, entry]) => [id, entry.osiApproved === true]));
}

/**
 * The packages that the shipped workspaces need at run time, from package-lock.json: each workspace's
 * `dependencies` and theirs, found as Node finds them (nearest node_modules first).
 */
export function shippedPackages(lock, workspaces = SHIPPED_WORKSPACES) {
  const entries = lock.packages ?? {};
  const found = new Map();
  const resolve = (fromPath, name) => {
    let dir = fromPath;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!dir) return undefined;
      // Up one node_modules level; from a top-level package or a workspace folder, the root's node_modules.
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut >= 0 ? dir.slice(0, cut) : '';
    }
  };
  const visit = (pkgPath) => {
    const entry = entries[pkgPath];
    if (!entry) return;
    const target = entry.link ? entry.resolved : pkgPath;
    if (found.has(target)) return;
    const real = entries[target] ?? entry;
    found.set(target, real);
    const deps = { ...(real.dependencies ?? {}), ...(real.optionalDependencies ?? {}) };
    for (const name of Object.keys(deps)) {
      const at = resolve(target, name);
      // An optional dependency for another platform is not installed, so it is not in the lock's tree.
      if (at) visit(at);
    }
  };
  for (const workspace of workspaces) visit(workspace);
  return [...found.entries()]
    .filter(([at]) => at.includes('node_modules/'))
    .map(([at, entry]) => ({
      name: at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      license: licenceText(entry.license),
    }));
}

function licenceText(license) {
  if (typeof license === 'string') return license;
  if (license && typeof license === 'object' && typeof license.type === 'string') return license.type;
  return undefined;
}

/** Whether an SPDX expression can be taken under OSI-approved terms (either side of an OR; both of an AND). */
export function isOsiApproved(expression, approvals) {
  let tree;
  try {
    tree = parseSpdx(expression);
  } catch {
    return false;
  }
  const ok = (node) => {
    if (node.license) return approvals.get(node.license) === true;
    if (node.conjunction === 'or') return ok(node.left) || ok(node.right);
    return ok(node.left) && ok(node.right);
  };
  return ok(tree);
}

/**
 * The reviewed packages, from the decision records' tables: a row whose first cell is a package name in
 * backticks, e.g. "| `png-js` | MIT (its LICENSE file; no licence field) | … |".
 */
export function reviewedPackages(decisionTexts) {
  const names = new Set();
  for (const text of decisionTexts) {
    const start = text.indexOf('## Reviewed licences');
    if (start < 0) continue;
    for (const line of text.slice(start).split('\n').slice(1)) {
      if (line.startsWith('## ')) break;
      const match = /^\|\s*`([^`]+)`\s*\|/.exec(line);
      if (match?.[1]) names.add(match[1]);
    }
  }
  return names;
}

/** One line per shipped package whose licence is missing or not OSI-approved and that no decision names. */
export function licenceProblems(packages, approvals, reviewed) {
  const problems = [];
  for (const pkg of packages) {
    if (reviewed.has(pkg.name)) continue;
    if (!pkg.license) problems.push(`${pkg.name}@${pkg.version}: no licence declared`);
    else if (!isOsiApproved(pkg.license, approvals))
      problems.push(`${pkg.name}@${pkg.version}: ${pkg.license} is not an OSI-approved licence`);
  }
  return problems.sort();
}

function main(root) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const decisionsDir = path.join(root, 'docs/decisions');
  const texts = fs
    .readdirSync(decisionsDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => fs.readFileSync(path.join(decisionsDir, f), 'utf8'));
  const packages = shippedPackages(lock);
  const problems = licenceProblems(packages, osiApprovals(), reviewedPackages(texts));
  if (problems.length > 0) {
    console.error(
      `licences: ${problems.length} shipped package(s) need an OSI-approved licence, or a row in a decision ` +
        "record's \"## Reviewed licences\" table:",
    );
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`licences: ${packages.length} shipped packages, each under an OSI-approved or reviewed licence`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(path.resolve(import.meta.dirname, '..'));
