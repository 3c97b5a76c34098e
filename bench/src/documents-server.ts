import { buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import { openDatabase } from '@brokerdesk/server/src/db/client';
import { startJobQueue } from '@brokerdesk/server/src/jobs/queue';
import { startWorkers } from '@brokerdesk/server/src/jobs/workers';

/**
 * The API in a process of its own for the documents bench (documents.ts), so its memory is measured alone: built as
 * main.ts builds it, files under BENCH_DATA_DIR, listening on a free port of 127.0.0.1. Answers `{ port }` over IPC.
 */
async function serve() {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('documents-server.ts is started by documents.ts');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: process.env.BENCH_DATA_DIR,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openDatabase({ url: databaseUrl });
  const jobs = await startJobQueue(database, { onError: (err) => console.error('job queue error', err) });
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
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
