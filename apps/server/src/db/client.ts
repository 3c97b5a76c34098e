import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repos take: the database or a transaction on it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Raw SQL for the job queue and the bench: parameterised when values are given, multi-statement otherwise (then
   * the rows of every statement, in order).
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  ping(): Promise<void>;
  /**
   * Runs fn while holding a lock on the key, across instances: a PostgreSQL session advisory lock, or on the embedded
   * database (one process, decision 013) a lock in this process. Keys come from locks.ts.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only; PGlite has one connection inside the process): the metrics read it. */
  poolStats?(): PoolStats;
  /** Set on PGlite only: the embedded instance (tests snapshot it). */
  pglite?: PGlite;
}

export interface PoolStats {
  /** Connections open, idle among them, requests waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; absent means in memory. */
  dataDir?: string;
  /** A PGlite snapshot to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Called with every SQL statement drizzle runs (the bench replays them through pg to compare). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10, opts.onQuery) : openPglite(opts);
}

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values as unknown[]) as Promise<SqlResult>;
      // A multi-statement text answers the rows of every statement, in order, as pg-boss's claims need them.
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => r.rows) } as SqlResult;
    },
    async ping() {
      await client.query('select 1');
    },
    // One process holds the embedded database (decision 013), so a lock in this process is the lock.
    withAdvisoryLock: inProcessLocks(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Serialises callers by key within this process: the embedded database's stand-in for an advisory lock. */
function inProcessLocks(): Database['withAdvisoryLock'] {
  const tails = new Map<number, Promise<unknown>>();
  return async (key, fn) => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(fn);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}

/** How long a request waits for a database connection (a new one, or a free one of a busy pool). */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(
  url: string,
  poolSize: number,
  onQuery?: OpenDatabaseOptions['onQuery'],
): Promise<Database> {
  // Dates stay 'YYYY-MM-DD' strings, as the API speaks them (docs/engineering-guide.md §4), rather than local-midnight
  // Date objects.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 1082 ? (v: string) => v : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: types as pg.CustomTypesConfig,
    // Through a database restart or failover (docs/decisions/014): a request that cannot get a connection
    // fails within this time and answers 503, rather than hanging on an address that does not answer.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // Probes keep idle connections open through NATs and proxies, and let the OS notice a server that vanished
    // without closing them (a failover), so the pool drops them.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Connections made during a burst are closed once idle; the next request opens a fresh one.
    idleTimeoutMillis: 30_000,
    // Names the connections in pg_stat_activity unless the URL or PGAPPNAME names them.
    fallback_application_name: 'brokerdesk',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool drops it and the next query reports any real outage.
  });
  // A connection may also break while a request holds it between two statements (a transaction). pg then emits
  // 'error' on that checked-out client, which would end the process for want of a listener; instead the next
  // statement fails (answered 503) and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const r = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text answers an array of results: the rows of every statement, in order, as pg-boss's
      // claims (a lock's row, then the claimed job's) need them.
      const results = Array.isArray(r) ? r : [r];
      return { rows: results.flatMap((one) => one?.rows ?? []) };
    },
    async ping() {
      await pool.query('select 1');
    },
    async withAdvisoryLock(key, fn) {
      // Session locks belong to one connection, so hold a dedicated one for the duration.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    async close() {
      await pool.end();
    },
  };
}
