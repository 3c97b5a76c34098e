import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** What `npm start` runs (decision 014); global-setup.ts builds it once for the whole project. */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period; resolves with how it exited. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the compiled server as production does (NODE_ENV=production, its own environment only, with what a
 * production start on PostgreSQL requires: decision 031) and waits until /api/health answers 200.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = await launchServer(env);
  await waitForHealth(server, timeoutMs);
  return server;
}

/** The compiled server started, not waited for (a start expected to be refused). */
export async function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      // Production on PostgreSQL bills only on purpose (docs/decisions/026): the simulator, with a plainly fake seller.
      BILLING: 'local',
      BILLING_BUSINESS_NAME: 'BrokerDesk test seller',
      BILLING_ABN: '10 000 000 000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'BrokerDesk <no-reply@brokerdesk.test>',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop(graceMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
  };
  return server;
}

/** Polls /api/health until it answers 200; fails with the process's output if it exits or takes too long. */
export async function waitForHealth(
  server: { url: string; exited: Promise<unknown>; output(): string; stop(graceMs?: number): Promise<unknown> },
  timeoutMs: number,
) {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`the server exited before answering /api/health:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop(1000);
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The product's error shape (docs/engineering-guide.md §3 rule 4) with the given code. */
export function isErrorShape(body: unknown, code: string): boolean {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  return (
    !!error &&
    error.code === code &&
    typeof error.message === 'string' &&
    error.message.length > 0 &&
    typeof error.requestId === 'string'
  );
}

/** JSON over real HTTP: status and parsed body (null when the body is not JSON). */
export async function api(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

export async function signInOn(base: string, email: string, password: string): Promise<string> {
  const res = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  const token = (res.body as { token?: string } | null)?.token;
  if (res.status !== 200 || !token) throw new Error(`sign-in as ${email} answered ${res.status}`);
  return token;
}

/** Polls until check() holds, or fails naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
