import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/** Before the browser tests: the web app and the compiled server they start, built when missing or stale. */
try {
  ensureWebBuild();
  ensureServerBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
