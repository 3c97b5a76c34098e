import { hashPassword } from '@brokerdesk/server/src/accounts/passwords';
import { type BuiltApp, buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import type { Database } from '@brokerdesk/server/src/db/client';
import { createUserAccount } from '@brokerdesk/server/src/features/users/user-create';
import { startJobQueue } from '@brokerdesk/server/src/jobs/queue';
import { startWorkers } from '@brokerdesk/server/src/jobs/workers';
import type { BenchActor, BenchCase } from './cases';
import { BIG_BROKER_EMAIL } from './generate';
import type { QueryRecorder } from './recorder';
import { type Stats, summarise } from './report';
import type { Target } from './targets';

export const ADMIN_EMAIL = 'bench.admin@bench.example';
const ADMIN_PASSWORD = 'Bench-pass1!';

export interface BenchApp {
  app: BuiltApp['app'];
  tokens: Record<BenchActor, string>;
  close(): Promise<void>;
}

/**
 * The app as main.ts builds it (job queue and workers running), a signed-in administrator, and the broker who
 * holds 20,000 clients, given a password here (generated advisers have none).
 */
export async function startBenchApp(database: Database): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: ADMIN_EMAIL,
    WEB_DIST_DIR: '/nonexistent',
  });
  const jobs = await startJobQueue(database, { onError: (err) => console.error('job queue error', err) });
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  await startWorkers(ctx);
  await app.ready();
  // A reused database (BENCH_DATABASE) has them from its first run.
  const { rows: existing } = await database.executeSql('select id from users where email = $1', [ADMIN_EMAIL]);
  if (existing.length === 0) {
    await createUserAccount(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin', first_name: 'Bench' });
  }
  await database.executeSql('update users set password_hash = $1 where email = $2', [
    await hashPassword(ADMIN_PASSWORD),
    BIG_BROKER_EMAIL,
  ]);
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: ADMIN_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`bench sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  return {
    app,
    tokens: { admin: await signIn(ADMIN_EMAIL), bigBroker: await signIn(BIG_BROKER_EMAIL) },
    async close() {
      await app.close();
      await jobs.stop();
    },
  };
}

export interface CaseResult {
  name: string;
  /** What the list answered as its total (how many rows matched). */
  total: number | null;
  statements: number;
  /** Steps of statements that waited on each other (statements within a step ran concurrently); null when unknown. */
  roundTrips: number | null;
  api: Stats | null;
  sql: Stats | null;
  /** Why there are no timings (route missing, error answer). */
  note?: string;
  /** The case's own API p95 ceiling (BenchCase.limitMs). */
  limitMs?: number;
}

export function send(bench: BenchApp, c: BenchCase, i: number) {
  return bench.app.inject({
    method: c.method ?? 'GET',
    url: c.url,
    headers: { authorization: `Bearer ${bench.tokens[c.as ?? 'admin']}` },
    ...(c.body ? { payload: c.body(i) as Record<string, unknown> } : {}),
  });
}

/** Sends the case's background request one after another until stopped; answers how many were sent. */
function keepSending(bench: BenchApp, c: BenchCase | undefined) {
  let stopped = !c;
  let sent = 0;
  const loop = (async () => {
    while (!stopped && c) {
      const res = await send(bench, c, sent);
      if (res.statusCode !== 200) throw new Error(`background ${c.url}: answered ${res.statusCode}`);
      sent++;
      // A real client's next request arrives from the network. On the embedded database a request completes
      // through promises alone, so without this turn of the event loop the loop would starve everything else.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return sent;
  };
}

/**
 * Times one case: the request through app.inject (routing, auth, validation, drizzle, serialisation), and the
 * statements that request ran, replayed straight through the driver. Both alternate within one loop, so they
 * see the same cache and the same background noise.
 */
export async function measureCase(
  bench: BenchApp,
  recorder: QueryRecorder,
  target: Pick<Target, 'replay' | 'isConcurrent'>,
  c: BenchCase,
  opts: { iterations: number; warmup: number; showSql: boolean },
): Promise<CaseResult> {
  // Iteration numbers past the timed loop's, so the captured save writes a value of its own.
  const { result: first, groups } = await recorder.capture(() => send(bench, c, -1));
  if (first.statusCode !== 200) {
    const note =
      first.statusCode === 404
        ? 'route not registered yet'
        : `answered ${first.statusCode}: ${first.body.slice(0, 120)}`;
    return { name: c.name, total: null, statements: 0, roundTrips: 0, api: null, sql: null, note };
  }
  if (opts.showSql) {
    for (const [i, group] of groups.entries()) {
      for (const st of group)
        console.log(
          `    [${target.isConcurrent ? `step ${i + 1}` : 'sql'}] ${st.sql}\n      params ${JSON.stringify(st.params)}`,
        );
    }
  }
  const body = first.json() as { total?: unknown };
  const total = typeof body.total === 'number' ? body.total : Number(first.headers['x-total-count'] ?? Number.NaN);
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  const stopBackground = keepSending(bench, c.background);
  for (let i = 0; i < opts.warmup + opts.iterations; i++) {
    const timeApi = async () => {
      const started = performance.now();
      const res = await send(bench, c, i);
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${c.name}: answered ${res.statusCode} on iteration ${i}`);
      return ms;
    };
    const timeSql = async () => {
      const started = performance.now();
      await target.replay(groups);
      return performance.now() - started;
    };
    // Alternate which goes first, so neither always meets the cache the other just warmed.
    let api: number;
    let s: number;
    if (i % 2 === 0) {
      api = await timeApi();
      s = await timeSql();
    } else {
      s = await timeSql();
      api = await timeApi();
    }
    if (i >= opts.warmup) {
      apiMs.push(api);
      sqlMs.push(s);
    }
  }
  const backgroundSent = await stopBackground();
  if (c.background) console.log(`    (${backgroundSent} background requests meanwhile)`);
  return {
    limitMs: c.limitMs,
    name: c.name,
    total: Number.isFinite(total) ? total : null,
    statements: groups.reduce((n, g) => n + g.length, 0),
    roundTrips: target.isConcurrent ? groups.length : null,
    api: summarise(apiMs),
    sql: summarise(sqlMs),
  };
}
