import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import type { JobHandler, JobQueue } from '../jobs/queue';
import { startMetricsListener } from './metrics-endpoint';
import { createMetrics, instrumentJobs } from './prometheus';

const TOKEN = 'metrics-token-0123456789abcdef';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics behind METRICS_TOKEN (decision 032)', () => {
  it('refuses a scrape without the token, or with another, in the error shape', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: MESSAGES.metricsTokenRequired });
    }
  });

  it('answers Prometheus text with the named series, requests by route pattern and never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/mailbox/987654' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+$/m,
    );
    expect(text).toContain('route="/api/mailbox/:id",status_code="401"');
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('987654');
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'brokerdesk_db_pool_connections',
      'brokerdesk_jobs',
      'brokerdesk_job_failures_total',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${series} `, 'm'));
    }
    // The queues the workers created, read from pg-boss: none waiting, running or failed here.
    if (t.database.kind === 'postgres') expect(text).toMatch(/^brokerdesk_db_pool_connections\{state="max"\} 4$/m);
  });

  it('is not served on the app port without METRICS_TOKEN', async () => {
    const d = await createTestApp();
    try {
      const res = await d.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await d.close();
    }
  });

  it('counts jobs waiting by queue and state', async () => {
    await t.ctx.jobs.send('metrics.test-queue', { n: 1 }, { startAfterSeconds: 3600 });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^brokerdesk_jobs\{queue="metrics\.test-queue",state="created"\} 1$/m);
  });
});

describe('the METRICS_PORT listener', () => {
  it('serves /metrics alone, asking for the token when one is set', async () => {
    const metrics = createMetrics(t.database);
    const log = t.ctx.log;
    const open = await startMetricsListener({ metrics, port: 0, host: '127.0.0.1', token: undefined, log });
    const guarded = await startMetricsListener({ metrics, port: 0, host: '127.0.0.1', token: TOKEN, log });
    try {
      const ok = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toMatch(/^# TYPE nodejs_eventloop_lag_seconds gauge$/m);
      const other = await fetch(`http://127.0.0.1:${open.port}/api/health`);
      expect(other.status).toBe(404);
      expect(((await other.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      const withToken = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});

describe('job failures', () => {
  it('are counted by queue and logged once, and still fail the job so pg-boss retries it', async () => {
    const handlers = new Map<string, JobHandler<object>>();
    const queue = {
      work: async (name: string, handler: JobHandler<object>) => {
        handlers.set(name, handler);
      },
      stop: async () => {},
    } as unknown as JobQueue;
    const metrics = createMetrics(t.database);
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.ctx.log), { warn: (obj: unknown) => warnings.push(obj) });
    const jobs = instrumentJobs(queue, metrics, log);
    await jobs.work('email.send', async () => {
      throw new Error('smtp down');
    });
    await expect(handlers.get('email.send')?.({})).rejects.toThrow('smtp down');
    await expect(jobs.stop()).resolves.toBeUndefined();
    expect(await metrics.registry.getSingleMetricAsString('brokerdesk_job_failures_total')).toContain(
      'brokerdesk_job_failures_total{queue="email.send"} 1',
    );
    expect(warnings).toEqual([expect.objectContaining({ queue: 'email.send' })]);
  });
});
