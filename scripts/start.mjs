import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

/**
 * `npm start`: build the web app if it is missing or stale, then run the server, which migrates the database,
 * seeds the demo on an empty embedded database and serves API and web on one origin.
 */
try {
  ensureWebBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
