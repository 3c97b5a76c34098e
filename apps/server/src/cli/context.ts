import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config';
import type { ServiceContext } from '../context';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createEventBus } from '../events';
import { startJobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { prepareDatabase, wireFeatures } from '../startup';
import { createStorage } from '../storage/create-storage';

/**
 * The same wiring as the server, for one-off commands: configured database, migrated, with the job queue. On the
 * embedded database the command first takes the data folder's lock, so it is refused while a server or another
 * command has the folder open (decision 013).
 */
export async function openCliContext(): Promise<ServiceContext & { close(): Promise<void> }> {
  const config = loadConfig();
  const command = `npm run ${path
    .basename(process.argv[1] ?? 'command')
    .replace(/\.[jt]s$/, '')
    .replace('-', ':')}`;
  const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir, { purpose: command });
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let jobs: Awaited<ReturnType<typeof startJobQueue>>;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    });
    await prepareDatabase(database);
    jobs = await startJobQueue(database);
  } catch (err) {
    await database?.close();
    lock?.release();
    throw err;
  }
  const ctx: ServiceContext & { close(): Promise<void> } = {
    config,
    database,
    db: database.db,
    jobs,
    now: () => new Date(),
    sleep: (ms) => sleep(ms),
    storage: createStorage(config.storage),
    // The command's own output is on stdout; the log goes to stderr beside its errors.
    log: createLogger(config, process.stderr),
    events: createEventBus(),
    async close() {
      try {
        await jobs.stop();
        await database.close();
      } finally {
        lock?.release();
      }
    },
  };
  wireFeatures(ctx);
  return ctx;
}

/** Reads `--name value` pairs; a flag without a value is an error the caller reports. */
export function parseFlags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    out[name] = value;
  }
  return out;
}
