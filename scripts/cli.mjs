import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertSupportedNode } from './runtime.mjs';

/**
 * `npm run seed|user:create|backup|restore`: the command compiled in apps/server/dist (decision 032), run in this
 * process. Where the build tools are installed (a development checkout) it is first rebuilt if its sources
 * changed, as `npm start` does; after `npm ci --omit=dev` there is no build tool, and the build made before is run
 * as it is, so the commands work on a read-only production folder.
 */
const [, , name, ...args] = process.argv;
const serverDist = path.resolve(import.meta.dirname, '../apps/server/dist');
const entry = path.join(serverDist, `${name}.js`);
if (!/^[a-z-]+$/.test(name ?? '')) {
  console.error('Usage: node scripts/cli.mjs seed|user-create|backup|restore [arguments]');
  process.exit(2);
}
assertSupportedNode(`npm run ${name.replace('-', ':')}`);

const hasBuildTools = (() => {
  try {
    createRequire(path.join(serverDist, '../package.json')).resolve('esbuild');
    return true;
  } catch {
    return false;
  }
})();
if (hasBuildTools) {
  const { ensureServerBuild } = await import('./server-build.mjs');
  try {
    ensureServerBuild();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
if (!fs.existsSync(entry)) {
  console.error(`${entry} is missing: build the server first (npm run build), where its build tools are installed.`);
  process.exit(1);
}
// The command reads its arguments after its own path, and names itself from it (cli/context.ts).
process.argv.splice(1, process.argv.length - 1, entry, ...args);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
