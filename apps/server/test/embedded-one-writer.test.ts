import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/startup';

/**
 * The real server, started as `npm start` starts it, twice on one data folder (decision 013): the second is
 * refused, a backup is taken from the running first, and a kill -9 of the first does not block the next start.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(root, 'apps/server/src/main.ts');
const BACKUP_CLI = path.join(root, 'apps/server/src/cli/backup.ts');

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The exit code, or 'still running' when the process has not exited within the time. */
function exitWithin(proc: Run, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([proc.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms))]);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(dataDir: string): Promise<Run & { port: number }> {
  const port = await freePort();
  const server = run(MAIN, [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  // Generous: a start compiles the server with tsx, which a busy machine (CI running other suites) slows a lot.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ...server, port };
    if (Date.now() > deadline) throw new Error(`the server did not answer: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let migrated: Blob | undefined;
/** A migrated embedded database to start from: the suite's copy, or one made here when it runs on PostgreSQL. */
beforeAll(async () => {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    migrated = new Blob([fs.readFileSync(testDb.snapshotFile)]);
    return;
  }
  const scratch = await openDatabase({});
  await prepareDatabase(scratch);
  migrated = (await scratch.pglite?.dumpDataDir('none')) as Blob;
  await scratch.close();
});

/** Saves the first start the seconds of creating and migrating a database. */
async function copyMigratedDatabase(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: migrated });
  await database.close();
}

describe('one process per embedded database', () => {
  it('refuses a second server on the folder, backs up from the first, and starts after a kill -9', {
    timeout: 240_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-one-writer-'));
    dirs.push(dataDir);
    await copyMigratedDatabase(dataDir);
    const first = await startServer(dataDir);
    // SEED_DEMO=0 on an empty embedded database is a clean install: no demo accounts, so no demo banner.
    const meta = await fetch(`http://127.0.0.1:${first.port}/api/meta`).then((r) => r.json());
    expect(meta).toMatchObject({ demo: false });
    expect(first.output()).not.toContain('Demo data');

    const second = run(MAIN, [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await exitWithin(second, 45_000)).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another BrokerDesk process (the server, pid ${first.child.pid}, started `,
    );

    const seed = run(path.join(root, 'apps/server/src/cli/seed.ts'), [], { DATA_DIR: dataDir });
    expect(await exitWithin(seed, 45_000)).toBe(1);
    expect(seed.output()).toContain(`is in use by another BrokerDesk process (the server, pid ${first.child.pid}`);

    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.tar`);
    dirs.push(file);
    const backup = run(BACKUP_CLI, [file], { DATA_DIR: dataDir });
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain(`Backed up to ${file} (taken by the running server)`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const third = await startServer(dataDir);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // A clean shutdown releases the folder and removes the backup socket.
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'run', 'backup.sock'))).toBe(false);
  });

  it('`npm run backup` on a PostgreSQL configuration says to use pg_dump and exits non-zero', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-one-writer-'));
    dirs.push(dataDir);
    const backup = run(BACKUP_CLI, [path.join(dataDir, 'x.tar')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/brokerdesk',
    });
    expect(await backup.exited).toBe(1);
    expect(backup.output()).toContain('back up the database with pg_dump');
  });
});
