import { pathToFileURL } from 'node:url';

/**
 * The project runs on Node 24 LTS (docs/decisions/025): the registry's `node` package, a root devDependency, puts
 * that binary first on the PATH of every npm script, whatever Node the machine has. This says which Node a command
 * runs on, and stops one that would run on an older Node (started by hand with the system's `node`, say).
 */
export const REQUIRED_NODE_MAJOR = 24;

export function assertSupportedNode(command) {
  const major = Number(process.versions.node.split('.')[0]);
  console.log(`${command}: Node ${process.version} (${process.execPath})`);
  if (major < REQUIRED_NODE_MAJOR) {
    console.error(
      `${command} needs Node ${REQUIRED_NODE_MAJOR} or later and found ${process.version}. Run it through npm ` +
        '(`npm start`, `npm test`, `npm run …`), which uses the Node that `npm install` put in node_modules/.bin.',
    );
    process.exit(1);
  }
}

// `node scripts/runtime.mjs NAME`: the test command's first step.
if (import.meta.url === pathToFileURL(process.argv[1]).href) assertSupportedNode(process.argv[2] ?? 'node');
