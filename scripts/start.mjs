import { pathToFileURL } from 'node:url';
import { ensureBuildsOrExit } from './ensure-builds.mjs';
import { assertSupportedNode } from './runtime.mjs';
import { serverMain } from './server-build.mjs';

/**
 * `npm start`: build the web app and the server when missing or stale, then run the compiled server
 * (apps/server/dist/main.js, decision 014) in this process, which migrates the database, seeds the demo on an
 * empty embedded database and serves API and web on one origin.
 */
assertSupportedNode('npm start');
ensureBuildsOrExit();
process.env.NODE_ENV ??= 'production';
// Stack traces in the log name the TypeScript sources rather than lines of the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverMain).href);
