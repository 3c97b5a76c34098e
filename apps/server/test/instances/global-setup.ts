import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The tests run the server as production does, so they build its bundle first when it is missing or stale. */
export default async function setup() {
  const script = path.resolve(import.meta.dirname, '../../../../scripts/server-build.mjs');
  const { ensureServerBuild } = (await import(pathToFileURL(script).href)) as {
    ensureServerBuild(opts: { quiet: boolean }): boolean;
  };
  ensureServerBuild({ quiet: true });
}
