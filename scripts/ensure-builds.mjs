import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/** The web app and the compiled server, each built when missing or stale; a failed build ends the process. */
export function ensureBuildsOrExit() {
  try {
    ensureWebBuild();
    ensureServerBuild();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}

// Run directly before the browser tests, which start the compiled server; `npm start` imports it.
if (import.meta.url === pathToFileURL(process.argv[1]).href) ensureBuildsOrExit();
