import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The tests run the server as production does, so they build it first when it is missing or stale; and the web
 * app, which `npm start` (npm-start.test.ts) would otherwise build inside its start-up time.
 */
export default async function setup() {
  const scripts = path.resolve(import.meta.dirname, '../../../../scripts');
  const load = async (file: string) => import(pathToFileURL(path.join(scripts, file)).href);
  const { ensureServerBuild } = (await load('server-build.mjs')) as {
    ensureServerBuild(opts: { quiet: boolean }): boolean;
  };
  const { ensureWebBuild } = (await load('web-build.mjs')) as { ensureWebBuild(opts: { quiet: boolean }): boolean };
  ensureServerBuild({ quiet: true });
  ensureWebBuild({ quiet: true });
}
