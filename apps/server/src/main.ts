import path from 'node:path';
import { buildApp } from './app';
import { startBackupSocket } from './backup/backup-socket';
import { loadConfig } from './config';
import { billingStartLine } from './config-billing';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { withStartupLock } from './db/migrate';
import { startJobQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { createLogger, failureReason, type Logger } from './logger';
import { type MetricsListener, startMetricsListener } from './observability/metrics-endpoint';
import { withSecretsKey } from './secrets';
import { checkSecretsKey } from './secrets-key-check';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isDatabaseEmpty, seedDemo, withDemoAdmin } from './seed/demo';
import { prepareDatabaseLocked } from './startup';
import { checkProductionConfig } from './startup-checks';
import { createStorage } from './storage/create-storage';

/** Under the 30 s an orchestrator usually allows between SIGTERM and SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;
/** How long draining keeps the listener open, answering 503, for requests in flight to finish (decision 032). */
const DRAIN_LISTEN_MS = 10_000;

/** Until the configuration names a level, start-up failures are logged at info and above. */
let log: Logger = createLogger({ logLevel: 'info' });

/** config -> db -> migrate -> (seed demo) -> jobs -> listen -> graceful shutdown (docs/engineering-guide.md §2). */
async function main() {
  const loaded = loadConfig();
  log = createLogger(loaded);
  const config = withSecretsKey(loaded);
  const checks = checkProductionConfig(config);
  if (checks.refusals.length > 0) {
    throw new Error(
      `Refusing to start in production (NODE_ENV=production with DATABASE_URL, decision 031):\n  ${checks.refusals.join('\n  ')}`,
    );
  }
  for (const warning of checks.warnings) log.warn(warning);
  const started = Date.now();
  // One process per embedded database (decision 013); the lock goes when this process exits.
  if (!config.databaseUrl) await acquireDataDirLock(config.dataDir, { purpose: 'the server' });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  // One instance at a time migrates, checks the secrets key, seeds an empty database and sets up the job queue's
  // schema and queues: two instances starting together on an empty database would otherwise both seed it, or
  // deadlock creating queues.
  const wantsSeed = config.seedDemo ?? database.kind === 'pglite';
  const { seeded, jobs } = await withStartupLock(database, async () => {
    await prepareDatabaseLocked(database);
    // Every instance on the database must hold the same secrets key (decision 031); refused here otherwise.
    const key = await checkSecretsKey(database, config);
    if (key.outcome === 'rotated' || key.reencrypted > 0) {
      log.warn({ reencrypted: key.reencrypted }, 'secrets key rotated: values of SECRETS_KEY_PREVIOUS re-encrypted');
    }
    // The embedded database is seeded when empty; a PostgreSQL server only when SEED_DEMO=1 asks for it.
    let seeded = false;
    if (wantsSeed && (await isDatabaseEmpty(database.db))) {
      // The demo client's documents need their files in the configured storage.
      await seedDemo(database.db, { storage: createStorage(config.storage) });
      seeded = true;
    }
    const jobs = await startJobQueue(database, {
      schedule: true,
      onError: (err) => log.error({ err }, 'job queue error'),
      onDatabaseBack: (ms) => log.warn(`job queue: the database answers again after ${ms} ms`),
    });
    return { seeded, jobs };
  });
  // ADMIN_EMAILS has no default: only the embedded demo names its own administrator (decision 016).
  const demoPresent = await hasDemoAccounts(database.db);
  const appConfig = withDemoAdmin(config, { embedded: database.kind === 'pglite', demoPresent });

  const { app, ctx, draining, metrics } = await buildApp({ config: appConfig, database, jobs, log });
  await startWorkers(ctx);
  // Whether real money is involved, once at start (docs/decisions/026); the simulator outside development is a warning.
  const billingLevel = config.billing.mode === 'local' && config.env === 'production' ? 'warn' : 'info';
  app.log[billingLevel]({ billing: config.billing.mode }, billingStartLine(config.billing));
  // `npm run backup` asks this process for the copy, as it holds the only connection (decision 013).
  if (database.kind === 'pglite') await startBackupSocket({ config, database, log: app.log });
  await app.listen({ port: config.port, host: config.host });
  let metricsListener: MetricsListener | undefined;
  if (config.metrics.port !== undefined) {
    const { port, token } = config.metrics;
    metricsListener = await startMetricsListener({ metrics, port, host: config.host, token, log });
  }

  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  log.info(
    {
      database: database.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'PostgreSQL (DATABASE_URL)',
      seeded,
      secretsKey: config.secretsKeySource,
      ...(metricsListener ? { metricsPort: metricsListener.port } : {}),
    },
    `BrokerDesk is running at ${url} (ready in ${Date.now() - started} ms)`,
  );
  if (demoPresent) {
    const accounts = DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ');
    log.warn(`Demo data: these accounts have published passwords (password ${DEMO_PASSWORD}): ${accounts}`);
  }
  if (appConfig.adminEmails.size === 0) {
    log.warn('ADMIN_EMAILS is unset, so nobody is an administrator (README: the first administrator).');
  }

  // Draining (docs/decisions/014 and 032): every new request answers 503 in the error shape while the requests in
  // flight finish (http/draining.ts); then the listener closes, jobs in progress finish, and the database closes.
  // Past the grace period the process gives up and exits 1.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => {
      log.error('shutdown: still draining after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      draining.begin();
      await draining.settled(DRAIN_LISTEN_MS);
      await app.close();
      await metricsListener?.close();
      await jobs.stop();
      await database.close();
      log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // The cause, never a statement's parameters or a row's values (logger.ts).
  log.fatal({ err }, `BrokerDesk did not start: ${failureReason(err)}`);
  process.exit(1);
});
