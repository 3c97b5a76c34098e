import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchCase } from './cases';
import type { BenchApp } from './measure';
import { send } from './measure';
import type { QueryRecorder, Statement } from './recorder';
import { type Stats, summarise } from './report';

/**
 * The HTTP-under-concurrency cases: the API in its own process on a port, loaded by
 * autocannon with `connections` concurrent connections for `seconds`, beside the statements that request runs
 * replayed through a `pg` pool by as many concurrent loops for as long.
 */
export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Each side runs this long first, untimed (caches, JIT, pool connections). */
  warmupSeconds: number;
}

export interface LoadResult {
  name: string;
  total: number | null;
  statements: number;
  roundTrips: number;
  connections: number;
  seconds: number;
  api: Stats | null;
  sql: Stats | null;
  /** Answers (API) and replays (SQL) completed in the timed window. */
  apiCount: number;
  sqlCount: number;
  note?: string;
}

const SLICE_SECONDS = 3;

export interface HttpServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Forks http-server.ts on the bench database and waits for its port. */
export async function startHttpServer(databaseUrl: string, adminEmails: string): Promise<HttpServer> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'http-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, BENCH_SERVER_ADMIN_EMAILS: adminEmails },
    // The request log goes where production's would go, but nobody reads it here.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bench HTTP server exited with ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** Runs `connections` loops of fn until `seconds` have passed; answers each call's milliseconds. */
async function loop(connections: number, seconds: number, fn: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await fn();
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return samples;
}

/** autocannon against one URL; answers each 2xx answer's milliseconds and how many answers were not 2xx. */
function cannon(url: string, token: string, connections: number, seconds: number) {
  return new Promise<{ samples: number[]; failures: number }>((resolve, reject) => {
    const samples: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (err, result) => {
        if (err) reject(err);
        else resolve({ samples, failures: result.non2xx + result.errors });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) samples.push(ms);
    });
  });
}

export async function measureLoad(
  server: HttpServer,
  bench: BenchApp,
  recorder: QueryRecorder,
  databaseUrl: string,
  c: BenchCase,
  opts: LoadOptions,
): Promise<LoadResult> {
  const { result: first, groups } = await recorder.capture(() => send(bench, c, -1));
  const base = {
    name: c.name,
    statements: groups.reduce((n, g) => n + g.length, 0),
    roundTrips: groups.length,
    connections: opts.connections,
    seconds: opts.seconds,
  };
  if (first.statusCode !== 200) {
    const note = `answered ${first.statusCode}: ${first.body.slice(0, 120)}`;
    return { ...base, total: null, api: null, sql: null, apiCount: 0, sqlCount: 0, note };
  }
  const body = first.json() as { total?: unknown };
  const total = typeof body.total === 'number' ? body.total : null;
  const token = bench.tokens[c.as ?? 'admin'];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.connections });
  // The statements the app ran concurrently (Promise.all) run concurrently here too.
  const replay = async () => {
    for (const group of groups as Statement[][]) await Promise.all(group.map((s) => pool.query(s.sql, s.params)));
  };
  try {
    const url = server.baseUrl + c.url;
    if (opts.warmupSeconds > 0) {
      await cannon(url, token, opts.connections, opts.warmupSeconds);
      await loop(opts.connections, opts.warmupSeconds, replay);
    }
    // The timed seconds go in slices of about 3 s, API and SQL in turn (each going first every other slice), so
    // both sides meet the same background load on this shared machine.
    const slices = Math.max(1, Math.round(opts.seconds / SLICE_SECONDS));
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    let failures = 0;
    const timeApi = async () => {
      const r = await cannon(url, token, opts.connections, opts.seconds / slices);
      apiMs.push(...r.samples);
      failures += r.failures;
    };
    const timeSql = async () => {
      sqlMs.push(...(await loop(opts.connections, opts.seconds / slices, replay)));
    };
    for (let i = 0; i < slices; i++) {
      for (const side of i % 2 === 0 ? [timeApi, timeSql] : [timeSql, timeApi]) await side();
    }
    return {
      ...base,
      total,
      api: summarise(apiMs),
      sql: summarise(sqlMs),
      apiCount: apiMs.length,
      sqlCount: sqlMs.length,
      note: failures > 0 ? `${failures} answers were not 2xx or failed` : undefined,
    };
  } finally {
    await pool.end();
  }
}
