import { ensureWebBuild } from './web-build.mjs';

try {
  ensureWebBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
