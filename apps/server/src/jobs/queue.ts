import { type JobResult, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { rows } from '../db/rows';

export type JobHandler<T> = (data: T) => Promise<void>;

/** Jobs one worker takes at a time (handled one after another). */
const WORK_BATCH = 5;

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** With a 'short' queue: while a job of this key waits, another send of the key is dropped (a debounce). */
  singletonKey?: string;
}

export interface QueueOptions {
  /** pg-boss's queue policy: 'short' keeps at most one waiting job per singletonKey. Default 'standard'. */
  policy?: 'standard' | 'short';
}

export interface JobQueue {
  /**
   * Queues a job; `startAfterSeconds` holds it back that long (the batched message emails, decision 022); on a
   * 'short' queue, nothing when one is already waiting for the key.
   */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<void>;
  /** Registers a worker; the queue is created if missing. Failed jobs are retried with backoff. */
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: QueueOptions): Promise<void>;
  /** Sets a queue's policy before anything is sent to it (the workers call it at start-up). */
  define(name: string, opts: QueueOptions): Promise<void>;
  /**
   * A recurring job: pg-boss sends one job per occurrence of the cron expression (in `timeZone`) however many
   * instances share the database, so the work runs once (docs/decisions/025).
   */
  every(name: string, cron: string, timeZone: string): Promise<void>;
  /** Resolves once no job of that queue is waiting or running (tests and the CLI use it). */
  drain(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Tests poll faster so mail arrives promptly; production keeps pg-boss's gentler default. */
  pollingIntervalSeconds?: number;
  /** This instance sends the recurring jobs (`every`) when due: the server does; tests and commands drive work by hand. */
  schedule?: boolean;
  onError?: (err: unknown) => void;
  /** The database answers the queue again after an outage that lasted outageMs. */
  onDatabaseBack?: (outageMs: number) => void;
}

/**
 * Background jobs on the same database through pg-boss (docs/engineering-guide.md §1). pg-boss talks to PGlite and
 * PostgreSQL alike through the database's executeSql, so a request never waits on SMTP and a failed send is retried.
 * pg-boss 12 awaits every write it makes, so a database outage surfaces as a rejected call it handles itself.
 */
export async function startJobQueue(database: Database, opts: JobQueueOptions = {}): Promise<JobQueue> {
  // Through a database outage pg-boss keeps running: a failed poll of a worker finds no job and the next poll
  // comes on its timer, so jobs resume by themselves once the database answers (docs/decisions/014). The queue
  // says when that happens, as its failed polls are silent.
  let outageSince: number | null = null;
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      const result = await database.executeSql(text, values);
      if (outageSince !== null) {
        opts.onDatabaseBack?.(Date.now() - outageSince);
        outageSince = null;
      }
      return result;
    } catch (err) {
      if (outageSince === null && isDatabaseUnavailable(err)) outageSince = Date.now();
      throw err;
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    supervise: true,
    schedule: opts.schedule ?? false,
    migrate: true,
    // No OpenTelemetry SDK is registered, so pg-boss's own instrumentation stays off.
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => opts.onError?.(err));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string, opts: QueueOptions = {}) => {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      policy: opts.policy ?? 'standard',
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    created.add(name);
  };
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;

  return {
    async send(name, data, opts = {}) {
      await ensureQueue(name);
      const delay = Math.ceil(opts.startAfterSeconds ?? 0);
      await boss.send(name, data, {
        ...(delay > 0 ? { startAfter: delay } : {}),
        ...(opts.singletonKey !== undefined ? { singletonKey: opts.singletonKey } : {}),
      });
    },
    async define(name, opts) {
      await ensureQueue(name, opts);
    },
    async work(name, handler, opts) {
      await ensureQueue(name, opts);
      // Up to WORK_BATCH jobs a fetch, fetched again at once while fetches come back full, so a burst (fifty
      // emails) does not wait a polling interval per job; each job succeeds or fails (and is retried) on its own.
      await boss.work(
        name,
        { pollingIntervalSeconds, batchSize: WORK_BATCH, burstWhenBatchFull: true, perJobResults: true },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data as never);
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              results.push({ id: job.id, status: 'failed', output: { message: messageOf(err) } });
            }
          }
          return results;
        },
      );
    },
    async every(name, cron, timeZone) {
      // A 'short' queue: an occurrence that finds the previous one still waiting adds nothing.
      await ensureQueue(name, { policy: 'short' });
      await boss.schedule(name, cron, {}, { tz: timeZone, singletonKey: name });
    },
    async drain(name, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await database.executeSql(
          `select count(*)::int as n from pgboss.job where name = $1 and state in ('created','retry','active')`,
          [name],
        );
        if ((rows<{ n: number }>(r)[0]?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs of ${name} still pending after ${timeoutMs} ms`);
        await new Promise((res) => setTimeout(res, 50));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
