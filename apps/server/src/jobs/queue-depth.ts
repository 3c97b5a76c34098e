import type { Database } from '../db/client';

export interface QueueDepth {
  queue: string;
  /** pg-boss's job states: created (waiting), retry (waiting after a failure), active, failed … */
  state: string;
  count: number;
}

/**
 * How many jobs each queue holds, by state, for the metrics. pg-boss keeps every job in `pgboss.job` with its
 * queue's `name` and a `state` (versions 10 to 12 alike); this one statement is what to adapt if that changes.
 * Finished jobs (completed, cancelled) are left out: only what waits, runs or failed says something is stuck.
 */
export async function readQueueDepths(database: Database): Promise<QueueDepth[]> {
  const result = await database.executeSql(
    `select name, state::text as state, count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    [],
  );
  return result.rows.map((r) => ({ queue: String(r.name), state: String(r.state), count: Number(r.n) }));
}
