import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { JobHandler, JobQueue, QueueOptions } from '../jobs/queue';
import { readQueueDepths } from '../jobs/queue-depth';
import type { Log } from '../logger';

/**
 * The process's Prometheus series (prom-client), each app with a registry of its own (tests build many apps in one
 * process). Served only on METRICS_PORT or behind METRICS_TOKEN (metrics-endpoint.ts), never publicly.
 *
 * - http_request_duration_seconds{method,route,status_code}: by route pattern (/api/client/:id), never the raw
 *   URL, so ids and tokens make no series of their own
 * - nodejs_eventloop_lag_* and the rest of prom-client's defaults (memory, GC, handles)
 * - brokerdesk_db_pool_connections{state}: the PostgreSQL pool's connections (total, idle, waiting, max)
 * - brokerdesk_jobs{queue,state}: jobs waiting, running or failed, read from pg-boss at scrape time
 * - brokerdesk_job_failures_total{queue}: handler failures in this process (pg-boss retries them)
 */
export interface Metrics {
  registry: Registry;
  jobFailures: Counter<'queue'>;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'brokerdesk_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total open, idle, requests waiting for one, and the pool size.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'brokerdesk_jobs',
    help: 'Background jobs by queue and state (created and retry wait, active run, failed gave up).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A database that does not answer leaves the series empty for this scrape; the pool series say why.
      const depths = await readQueueDepths(database).catch(() => []);
      for (const d of depths) this.set({ queue: d.queue, state: d.state }, d.count);
    },
  });
  const jobFailures = new Counter({
    name: 'brokerdesk_job_failures_total',
    help: 'Jobs whose handler failed in this process (pg-boss retries them with backoff).',
    labelNames: ['queue'],
    registers: [registry],
  });
  return { registry, jobFailures };
}

/** Times every request by its route pattern; requests no route matched share one label. */
export function timeRequests(app: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, in seconds.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * The job queue with each handler's failure counted and logged (once, without the statement's parameters) before
 * pg-boss records it for a retry.
 */
export function instrumentJobs(jobs: JobQueue, metrics: Metrics, log: Log): JobQueue {
  const work = <T extends object>(name: string, handler: JobHandler<T>, opts?: QueueOptions) =>
    jobs.work<T>(
      name,
      async (data: T) => {
        try {
          await handler(data);
        } catch (err) {
          metrics.jobFailures.inc({ queue: name });
          log.warn({ queue: name, err }, 'job failed; pg-boss retries it');
          throw err;
        }
      },
      opts,
    );
  // Everything else is the queue's own, whatever shape it has (an object or a class instance).
  return new Proxy(jobs, {
    get(target, prop) {
      if (prop === 'work') return work;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
