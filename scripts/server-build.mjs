import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build-stamp.mjs';

/**
 * The server's production build (decisions 014 and 032): apps/server/src/main.ts and the commands of src/cli, with
 * the workspace contract, bundled by esbuild into apps/server/dist (one bundle per entry, named after it, and the
 * chunks they share), each worker thread's file (WORKERS) beside them, packages from node_modules left as imports,
 * the migrations copied beside them. So nothing at run time needs a build tool: `npm ci --omit=dev` is enough.
 * `node scripts/server-build.mjs` (the server's `npm run build`) always builds; `ensureServerBuild` builds only when
 * the output is missing or stale.
 */
const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');
export const serverMain = path.join(serverDist, 'main.js');
/** The one-off commands (`npm run seed` …), each compiled to dist/<name>.js. */
export const CLI_COMMANDS = ['seed', 'user-create', 'backup', 'restore'];
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/**
 * Bundled files that read their own location, and why the bundle keeps them right: dist/ sits at the depth of
 * src/, every entry and shared chunk is written at dist/'s top, and the migrations are copied to dist/migrations. Any other such file fails the build rather than
 * resolving a path beside the bundle at run time.
 */
const LOCATION_READERS = {
  'apps/server/src/config.ts': 'the repository root is three folders up from src/ and from dist/ alike',
  'apps/server/src/db/migrate.ts': 'its migrations folder is copied to dist/migrations',
  'apps/server/src/features/documents/requests/previews/image-pool.ts':
    'its worker is built beside the bundle as dist/image-codec.js (WORKERS below)',
};

/** Worker threads' own files, each built beside apps/server/dist/main.js under its name (decision 030). */
const WORKERS = {
  'image-codec': 'apps/server/src/features/documents/requests/previews/image-codec.ts',
};

const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    // Every bare import but the workspace's own packages stays an import of node_modules.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@brokerdesk/') || path.isAbsolute(args.path) ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      const file = path.relative(root, args.path);
      if (/import\.meta\.(dirname|filename|url)|__dirname|__filename/.test(source) && !LOCATION_READERS[file]) {
        return {
          errors: [
            {
              text: `${file} reads its own location, which moves to apps/server/dist in the bundle: list it in LOCATION_READERS of scripts/server-build.mjs once the build copies what it reads`,
            },
          ],
        };
      }
      return { contents: source, loader: 'ts' };
    });
  },
};

/** Builds into a fresh folder, then swaps it in, so a running server never sees a half-written bundle. */
export async function buildServer() {
  const esbuild = createRequire(path.join(serverDir, 'package.json'))('esbuild');
  const staging = `${serverDist}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: path.join(serverDir, 'src/main.ts'), out: 'main' },
      ...CLI_COMMANDS.map((name) => ({ in: path.join(serverDir, `src/cli/${name}.ts`), out: name })),
      ...Object.entries(WORKERS).map(([name, file]) => ({ in: path.join(root, file), out: name })),
    ],
    outdir: staging,
    // Code the server and the commands share goes to chunks beside them, at the depth LOCATION_READERS expects.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    plugins: [workspaceOnly],
    logLevel: 'warning',
  });
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  fs.rmSync(serverDist, { recursive: true, force: true });
  try {
    fs.renameSync(staging, serverDist);
  } catch (err) {
    // Another start built the same sources at the same moment and swapped its folder in first.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes(err.code) || !fs.existsSync(serverMain)) throw err;
  }
}

/** Builds the server when its bundle is missing or older than its sources; answers whether it built. */
export function ensureServerBuild({ quiet = false, force = false } = {}) {
  return ensureBuilt({
    label: 'the server',
    workspace: 'apps/server',
    inputs,
    output: serverMain,
    stampFile: path.join(serverDist, '.source-hash'),
    quiet,
    force,
  });
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  try {
    await buildServer();
  } catch (err) {
    // esbuild has printed the errors already.
    if (!err?.errors) console.error(err);
    process.exit(1);
  }
}
