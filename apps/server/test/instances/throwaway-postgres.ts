import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

/**
 * A PostgreSQL cluster of the test's own, to stop and start at will without touching the machine's shared
 * server: Debian's binaries (postgresql-NN), run as the postgres OS user, in a temporary folder on a free port.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, local only). */
  url: string;
  port: number;
  /** pg_ctl stop: 'immediate' is a crash (recovery replays the WAL at the next start), 'fast' a clean stop. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>;
}

const run = promisify(execFile);

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
  if (!found) {
    throw new Error(
      'This test needs PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin: on Debian or Ubuntu, `apt-get install postgresql`.',
    );
  }
  return found;
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  if (process.getuid?.() !== 0) {
    throw new Error('This test runs its own PostgreSQL cluster as the postgres OS user, so it must run as root.');
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.chownSync(dir, ...postgresIds());
  // Asynchronous, so the test's own requests keep their timing while the server stops or starts.
  const asPostgres = (cmd: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { cwd: dir });
  await asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  let running = false;
  const pg: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await asPostgres('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-l',
        path.join(dir, 'log'),
        '-o',
        options,
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await asPostgres('pg_ctl', ['stop', '-D', dataDir, '-w', '-m', mode]);
      running = false;
    },
    async remove() {
      try {
        if (running) await pg.stop('immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await pg.start();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return pg;
}

function postgresIds(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('This test needs the postgres OS user that Debian’s PostgreSQL package creates.');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
