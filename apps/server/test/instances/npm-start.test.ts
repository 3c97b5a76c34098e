import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { freePort, isErrorShape, waitForHealth, waitUntil } from './server-process';

/**
 * SIGTERM to the process the README's start commands create (decision 032): `npm start` and `npm run start:prod`
 * create npm, which hands the signal to node (the scripts `exec` it, so no shell sits between them); the server
 * then drains. Before, npm and its shell died and the server ran on, undrained.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  // Whatever a failed test left: the whole process group npm started.
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The node process npm runs for a script: its shell, which `exec` made node (Linux). */
function scriptProcess(npmPid: number): { environ: string[]; argv: string[] } {
  const child = fs.readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/)[0];
  const read = (file: string) => fs.readFileSync(`/proc/${child}/${file}`, 'utf8').split('\0').filter(Boolean);
  return { environ: read('environ'), argv: read('cmdline') };
}

async function drainsOnSigterm(script: string[], checkProcess?: (node: { environ: string[]; argv: string[] }) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-npm-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const {
    DATABASE_URL: _db,
    TEST_DATABASE_URL: _test,
    NODE_ENV: _env,
    MALLOC_ARENA_MAX: _arena,
    ...inherited
  } = process.env;
  const npm = spawn('npm', script, {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so a failed test can end it whole; the test signals npm alone.
    detached: true,
  });
  children.push(npm);
  let output = '';
  npm.stdout?.on('data', (d) => {
    output += d;
  });
  npm.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth({ url, exited, output: () => output, stop: async () => npm.kill('SIGKILL') }, 150_000);
  checkProcess?.(scriptProcess(npm.pid as number));

  // A sign-in whose body is still arriving when the signal comes.
  const body = JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => {
    received += d;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 200));

  npm.kill('SIGTERM');
  // Draining: new requests answer 503 while the sign-in is in flight.
  await waitUntil('the server to drain', async () => {
    const res = await fetch(`${url}/api/health/live`, { headers: { connection: 'close' } });
    return res.status === 503 && isErrorShape(await res.json(), 'unavailable');
  });
  socket.write(body.slice(10));
  await closed;
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).toContain('"token"');

  // The server exits cleanly: the port closes and the data folder's lock is released (decision 013).
  await waitUntil(
    'the server to exit',
    async () => {
      const listening = await fetch(`${url}/api/health/live`).then(
        () => true,
        () => false,
      );
      return !listening && !fs.existsSync(path.join(dataDir, 'db.lock'));
    },
    30_000,
  );
  await exited;
  expect(output).not.toMatch(/still draining after the grace period/);
}

describe('SIGTERM to the README start commands', () => {
  it('`npm start`: npm passes it to the server, which drains an in-flight request and exits', async () => {
    await drainsOnSigterm(['start']);
  });

  it('`npm run start:prod` (no build) does the same, its server running with the bounded heap and allocator', async () => {
    await drainsOnSigterm(['run', 'start:prod'], ({ environ, argv }) => {
      // Decision 051: what the report bench measures is what this command starts.
      expect(environ).toContain('MALLOC_ARENA_MAX=1');
      expect(environ).toContain('NODE_ENV=production');
      expect(argv).toEqual(expect.arrayContaining(['--max-old-space-size=384', '--max-semi-space-size=8']));
    });
  });
});
