import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverMain } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm start`: build the web app and the server when missing or stale, then run the compiled server
 * (apps/server/dist/main.js, decision 014) in this process, which migrates the database, seeds the demo on an
 * empty embedded database and serves API and web on one origin.
 */
try {
  ensureWebBuild();
  ensureServerBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
// Stack traces in the log name the TypeScript sources rather than lines of the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverMain).href);
