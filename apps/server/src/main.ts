import path from 'node:path';
import { buildApp } from './app';
import { startBackupSocket } from './backup/backup-socket';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { isDatabaseUnavailable, loggableError } from './db/errors';
import { migrateDatabase } from './db/migrate';
import { startJobQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { withSecretsKey } from './secrets';
import { createStorage } from './storage/create-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isDatabaseEmpty, seedDemo, withDemoAdmin } from './seed/demo';

/** Under the 30 s an orchestrator usually allows between SIGTERM and SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;

/** config -> db -> migrate -> (seed demo) -> jobs -> listen -> graceful shutdown (docs/engineering-guide.md §2). */
async function main() {
  const config = withSecretsKey(loadConfig());
  const started = Date.now();
  // One process per embedded database (decision 013); the lock goes when this process exits.
  if (!config.databaseUrl) await acquireDataDirLock(config.dataDir, { purpose: 'the server' });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await migrateDatabase(database);

  // The embedded database is seeded when empty; a PostgreSQL server only when SEED_DEMO=1 asks for it.
  const wantsSeed = config.seedDemo ?? database.kind === 'pglite';
  let seeded = false;
  if (wantsSeed && (await isDatabaseEmpty(database.db))) {
    // The demo client's documents need their files in the configured storage.
    await seedDemo(database.db, { storage: createStorage(config.storage) });
    seeded = true;
  }
  // ADMIN_EMAILS has no default: only the embedded demo names its own administrator (decision 016).
  const demoPresent = await hasDemoAccounts(database.db);
  const appConfig = withDemoAdmin(config, { embedded: database.kind === 'pglite', demoPresent });

  // pg-boss 10 records a job's completion or failure without awaiting it, so a database outage at that moment
  // rejects a promise nobody holds. That kind alone is survived: the job expires and runs again once the database
  // is back (docs/decisions/014). Any other unhandled rejection still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    console.error('database unavailable: a background write was dropped (a job left unfinished runs again later)');
  });
  const jobs = await startJobQueue(database, {
    onError: (err) => console.error('job queue error', loggableError(err)),
    onDatabaseBack: (ms) => console.error(`job queue: the database answers again after ${ms} ms`),
  });
  const { app, ctx } = await buildApp({ config: appConfig, database, jobs });
  await startWorkers(ctx);
  // `npm run backup` asks this process for the copy, as it holds the only connection (decision 013).
  if (database.kind === 'pglite') await startBackupSocket({ config, database, log: app.log });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `  BrokerDesk is running at ${url}  (ready in ${Date.now() - started} ms)`,
    `  Database: ${database.kind === 'pglite' ? `embedded, in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data seeded' : ''}`,
  ];
  if (demoPresent) {
    lines.push(`  Demo data: these accounts have published passwords (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(8)} ${a.email}`);
  }
  if (appConfig.adminEmails.size === 0) {
    lines.push('  ADMIN_EMAILS is unset, so nobody is an administrator (README: the first administrator).');
  }
  console.log(`${lines.join('\n')}\n`);

  // Draining (docs/decisions/014): requests in flight finish while new ones get 503 (http/draining.ts), then
  // jobs in progress finish, then the database closes. Past the grace period the process gives up and exits 1.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => {
      app.log.error('shutdown: still draining after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await jobs.stop();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
