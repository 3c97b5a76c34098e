import { type Database, openDatabase } from '@brokerdesk/server/src/db/client';
import { prepareDatabase } from '@brokerdesk/server/src/startup';
import pg from 'pg';
import type { BenchSizes, Exec } from './generate';

/** The full sizes on PostgreSQL; a tenth of them on the embedded database. */
export const PG_SIZES: BenchSizes = {
  brokers: 100_000,
  planners: 10_000,
  clients: 1_000_000,
  bigBrokerClients: 20_000,
  feedback: 100_000,
};
export const PGLITE_SIZES: BenchSizes = {
  brokers: 10_000,
  planners: 1_000,
  clients: 100_000,
  bigBrokerClients: 2_000,
  feedback: 10_000,
};

/** Runs captured statements straight through the driver (no drizzle, no HTTP): the "SQL" column. */
export type Replay = (groups: { sql: string; params: unknown[] }[][]) => Promise<void>;

export interface Target {
  label: string;
  sizes: BenchSizes;
  database: Database;
  /** False on the single-connection embedded database: its statements queue, so "steps" are not measurable. */
  isConcurrent: boolean;
  /** The PostgreSQL database's URL (another process can serve it: the HTTP cases); none for the embedded one. */
  url?: string;
  /** Set when an existing, already filled database is used (BENCH_DATABASE): no generation, never dropped. */
  reused?: boolean;
  /** One session for the generator (its seeded random() and temporary table). */
  generatorSession(): Promise<{ exec: Exec; end(): Promise<void> }>;
  replay: Replay;
  close(): Promise<void>;
}

export type OnQuery = (sql: string, params: unknown[]) => void;

/**
 * A new database named bench_<timestamp> on the server, migrated; dropped on close unless keep is set. Or, with
 * `reuse`, a database a kept run filled (BENCH_KEEP=1), used as it is and kept. The replay pool is separate from
 * the app's, as a second client of the same server would be.
 */
export async function openPostgresTarget(
  serverUrl: string,
  onQuery: OnQuery,
  keep: boolean,
  reuse?: string,
): Promise<Target> {
  const name = reuse || `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery });
  await prepareDatabase(database);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    label: `PostgreSQL (database ${name})`,
    sizes: PG_SIZES,
    database,
    isConcurrent: true,
    url: url.toString(),
    reused: !!reuse,
    async generatorSession() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return { exec: (text, values) => client.query(text, values), end: () => client.end() };
    },
    // Statements the app ran concurrently (Promise.all) run concurrently here too.
    async replay(groups) {
      for (const group of groups) await Promise.all(group.map((s) => pool.query(s.sql, s.params)));
    },
    async close() {
      await pool.end();
      await database.close();
      if (reuse) return;
      if (keep) {
        console.log(`Kept database ${name} (BENCH_KEEP=1); drop it with: dropdb ${name}`);
        return;
      }
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      try {
        await again.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** The embedded database in memory: one connection, so statements replay one after another. */
export async function openPgliteTarget(onQuery: OnQuery): Promise<Target> {
  const database = await openDatabase({ onQuery });
  await prepareDatabase(database);
  const lite = database.pglite;
  if (!lite) throw new Error('expected an embedded database');
  return {
    label: 'PGlite (in memory)',
    sizes: PGLITE_SIZES,
    database,
    isConcurrent: false,
    async generatorSession() {
      const exec: Exec = async (text, values) =>
        values?.length ? lite.query(text, values) : ((await lite.exec(text)).at(-1) ?? { rows: [] });
      return { exec, end: async () => {} };
    },
    async replay(groups) {
      for (const group of groups) for (const s of group) await lite.query(s.sql, s.params);
    },
    close: () => database.close(),
  };
}
