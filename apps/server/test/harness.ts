import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { ServiceContext } from '../src/context';
import { type Database, type OpenDatabaseOptions, openDatabase } from '../src/db/client';
import { startJobQueue } from '../src/jobs/queue';
import { startWorkers } from '../src/jobs/workers';
import { withSecretsKey } from '../src/secrets';
import type { StorageAdapter } from '../src/storage/storage';
import { adminUrl, databaseUrlFor } from './pg-urls';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fixed key, so a test can decrypt what the app stored (32 bytes of 0x01, base64). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 1).toString('base64');

/** A fresh database for this test file, copied from the migrated one global setup prepared. */
export async function openTestDatabase(onQuery?: OpenDatabaseOptions['onQuery']): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const blob = new Blob([fs.readFileSync(testDb.snapshotFile)]);
    return openDatabase({ loadDataDir: blob, onQuery });
  }
  const name = `bd_t_${testDb.runId}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ url: adminUrl(testDb.serverUrl), poolSize: 1 });
  try {
    await admin.executeSql(`create database "${name}" template "${testDb.template}"`);
  } finally {
    await admin.close();
  }
  const database = await openDatabase({ url: databaseUrlFor(testDb.serverUrl, name), poolSize: 4, onQuery });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const again = await openDatabase({ url: adminUrl(testDb.serverUrl), poolSize: 1 });
    await again.executeSql(`drop database if exists "${name}" with (force)`);
    await again.close();
  };
  return database;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A movable clock: tests of expiry advance it instead of waiting. */
  clock?: { now: Date };
  /** Replaces the disk storage the app would use (an instrumented or S3 adapter). */
  storage?: StorageAdapter;
  /** Sees every statement the app runs (tests that count statements per request). */
  onQuery?: OpenDatabaseOptions['onQuery'];
  /** Turns the request log on (level info) and writes its lines here. */
  logStream?: NodeJS.WritableStream;
}

/** buildApp on its own database with the job queue and workers running, as in production; no port. */
export async function createTestApp(opts: TestAppOptions = {}) {
  // Stored files go to a folder of this test file's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-test-'));
  const config: Config = withSecretsKey(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: opts.logStream ? 'info' : 'silent',
      ADMIN_EMAILS: 'admin@example.com,staff@example.com',
      WEB_DIST_DIR: '/nonexistent',
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...opts.env,
    }),
  );
  const database = await openTestDatabase(opts.onQuery);
  const jobs = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
  const clock = opts.clock;
  const { app, ctx, routes } = await buildApp({
    config,
    database,
    jobs,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    now: clock ? () => new Date(clock.now) : undefined,
    storage: opts.storage,
  });
  await startWorkers(ctx);
  await app.ready();
  return {
    app,
    ctx: ctx as ServiceContext,
    routes,
    config,
    database,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
