import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/** `npm run build`: the server bundle and the web app, stamped so that `npm start` does not build them again. */
try {
  ensureServerBuild({ force: true });
  ensureWebBuild({ force: true });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
