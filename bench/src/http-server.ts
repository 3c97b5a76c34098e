import { buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import { openDatabase } from '@brokerdesk/server/src/db/client';
import { startJobQueue } from '@brokerdesk/server/src/jobs/queue';
import { startWorkers } from '@brokerdesk/server/src/jobs/workers';

/**
 * The API as a separate process, built as main.ts builds it (its own pool, job queue and workers, the configured
 * request log), listening on a free port of 127.0.0.1: what the HTTP-under-concurrency cases load (load.ts).
 * Started with fork() by the bench; answers `{ port }` over IPC and stops when the bench disconnects. The documents
 * bench (documents.ts) starts it too, with its files under BENCH_DATA_DIR and BENCH_SERVER_QUIET=1 (no request log),
 * so the server's memory is measured alone.
 */
async function serve() {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send)
    throw new Error('http-server.ts is started by the bench (load.ts, documents.ts), not directly');
  const quiet = process.env.BENCH_SERVER_QUIET === '1';
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ...(quiet ? { LOG_LEVEL: 'silent' } : {}),
    DATABASE_URL: databaseUrl,
    ...(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_EMAILS: process.env.BENCH_SERVER_ADMIN_EMAILS ?? '',
    WEB_DIST_DIR: '/nonexistent',
    // Production on PostgreSQL bills only on purpose (docs/decisions/026): the simulator, with a plainly fake seller.
    BILLING: 'local',
    BILLING_BUSINESS_NAME: 'BrokerDesk bench seller',
    BILLING_ABN: '10 000 000 000',
  });
  const database = await openDatabase({ url: databaseUrl });
  const jobs = await startJobQueue(database, { onError: (err) => console.error('job queue error', err) });
  const { app, ctx } = await buildApp({ config, database, jobs, ...(quiet ? { logger: false } : {}) });
  await startWorkers(ctx);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  process.send({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
}

serve().catch((err) => {
  console.error(err);
  process.exit(1);
});
