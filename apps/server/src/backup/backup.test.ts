import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeUser, signIn } from '../../test/factories';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { insertFile, softDeleteFile } from '../files/files.repo';
import { startJobQueue } from '../jobs/queue';
import { withSecretsKey } from '../secrets';
import { prepareDatabase } from '../startup';
import { newStorageKey } from '../storage/storage';
import { checkBackupArchive } from './archive-check';
import { BackupError } from './archive-format';
import { backupToFile, USE_PG_DUMP } from './backup-file';
import { startBackupSocket } from './backup-socket';
import { restoreBackup } from './restore-backup';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const configFor = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });

let migrated: Promise<Blob> | undefined;
/** The migrated database every embedded test database starts from (the suite's own when it runs on PGlite). */
function migratedSnapshot(): Promise<Blob> {
  migrated ??= (async () => {
    const testDb = inject('testDb');
    if (testDb.kind === 'pglite') return new Blob([fs.readFileSync(testDb.snapshotFile)]);
    const db = await openDatabase({});
    await prepareDatabase(db);
    const dump = (await db.pglite?.dumpDataDir('none')) as Blob;
    await db.close();
    return dump;
  })();
  return migrated;
}

/** The server as main.ts runs it on an embedded data folder: the lock, the database, the app, the backup socket. */
async function startServer(dataDir: string) {
  const config = withSecretsKey(configFor(dataDir));
  const lock = await acquireDataDirLock(dataDir, { purpose: 'the server' });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: await migratedSnapshot() });
  const jobs = await startJobQueue(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  const silent = { info() {}, warn() {}, error() {} };
  const socket = await startBackupSocket({ config, database, log: silent });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await socket?.close();
    await app.close();
    await jobs.stop();
    await database.close();
    lock.release();
  };
  cleanups.push(stop);
  return { config, database, app, ctx, socket, stop };
}

/** A stored file as an upload leaves it: the object in storage and its row. */
async function storeFile(server: Awaited<ReturnType<typeof startServer>>, adviserId: number, bytes: Buffer) {
  const key = newStorageKey('pdf');
  await server.ctx.storage.put(key, Readable.from([bytes]), 'application/pdf');
  const row = await insertFile(server.ctx.db, {
    adviser_id: adviserId,
    purpose: 'document',
    storage_key: key,
    file_name: 'payslip.pdf',
    content_type: 'application/pdf',
    size_bytes: bytes.length,
  });
  return { key, id: row.id };
}

const rowsOf = async (database: Database, table: string) =>
  (await database.executeSql(`select * from ${table} order by id`)).rows;

describe('backup and restore of the embedded database', () => {
  beforeAll(() => migratedSnapshot().then(() => undefined));

  it('backs up while the server runs and writes, and a restore into a new folder has the same rows and files', {
    timeout: 60_000,
  }, async () => {
    const root = tempDir();
    const server = await startServer(path.join(root, 'data'));
    expect(server.socket).toBeDefined();
    const client = await makeUser(server.ctx, 'client');
    const bigFile = randomBytes(700_000);
    const planner = await makeUser(server.ctx, 'planner');
    const keys = [
      (await storeFile(server, planner.adviserId as number, bigFile)).key,
      (await storeFile(server, planner.adviserId as number, Buffer.from('%PDF-1.4 x'))).key,
    ];
    const before = {
      users: await rowsOf(server.database, 'users'),
      clients: await rowsOf(server.database, 'clients'),
      files: await rowsOf(server.database, 'files'),
    };

    // The app keeps taking writes while the backup is cut and streamed: users, and files stored then deleted
    // as the app does it (the row first, then the object).
    const file = path.join(root, 'backup.tar');
    let backingUp = true;
    const writes = (async () => {
      let count = 0;
      while (backingUp || count < 3) {
        await makeUser(server.ctx, 'broker');
        const passing = await storeFile(server, planner.adviserId as number, randomBytes(20_000));
        await softDeleteFile(server.ctx.db, passing.id, new Date());
        await server.ctx.storage.delete(passing.key);
        count++;
        // PGlite answers without real I/O; as between HTTP requests, let the event loop turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await backupToFile(server.config, file).finally(() => {
      backingUp = false;
    });
    await writes;
    expect(result.takenBy).toBe('server');
    expect(result.manifest).toMatchObject({ files: { driver: 'disk' }, secrets_key: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const usersAfter = await rowsOf(server.database, 'users');

    const restored = path.join(root, 'restored');
    await restoreBackup(configFor(restored), file);
    const copy = await openDatabase({ dataDir: path.join(restored, 'db') });
    cleanups.push(() => copy.close());
    expect(await rowsOf(copy, 'clients')).toEqual(before.clients);
    const copiedFiles = await rowsOf(copy, 'files');
    expect(copiedFiles.slice(0, before.files.length)).toEqual(before.files);
    // Whatever files the copy holds live, their bytes came with it, though the app was deleting files meanwhile.
    const liveFiles = copiedFiles.filter((f) => f.deleted_at === null);
    for (const f of liveFiles) expect(fs.existsSync(path.join(restored, 'files', String(f.storage_key)))).toBe(true);
    // Every user of before is there, and any of the concurrent ones present is whole: one consistent instant.
    const restoredUsers = await rowsOf(copy, 'users');
    expect(restoredUsers.slice(0, before.users.length)).toEqual(before.users);
    for (const row of restoredUsers) expect(usersAfter).toContainEqual(row);
    expect(restoredUsers.length).toBeLessThan(usersAfter.length);
    expect(fs.readFileSync(path.join(restored, 'files', keys[0] as string))).toEqual(bigFile);
    expect(fs.readFileSync(path.join(restored, 'files', keys[1] as string)).toString()).toBe('%PDF-1.4 x');
    expect(fs.readFileSync(path.join(restored, 'secrets.key'))).toEqual(
      fs.readFileSync(path.join(root, 'data', 'secrets.key')),
    );
    expect(fs.existsSync(path.join(restored, 'db.lock'))).toBe(false);

    // The restored folder runs: migrated as at start, the client signs in with the same password.
    await prepareDatabase(copy);
    const { app } = await buildApp({
      config: withSecretsKey(configFor(restored)),
      database: copy,
      jobs: await startJobQueue(copy),
      logger: false,
    });
    cleanups.push(() => app.close());
    expect(await signIn(app, client.email)).toBeTruthy();
  });

  it('with no server running, takes the lock and copies the database itself; refused while another holds it', {
    timeout: 60_000,
  }, async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const server = await startServer(dataDir);
    await makeUser(server.ctx, 'client');
    const users = await rowsOf(server.database, 'users');
    await server.socket?.close();

    // The database is open in a process that does not answer on the socket: the backup must not open it too.
    const refused = await backupToFile(server.config, path.join(root, 'a.tar')).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`The data folder ${dataDir} is in use`);
    expect(fs.existsSync(path.join(root, 'a.tar'))).toBe(false);

    await server.stop();
    const result = await backupToFile(server.config, path.join(root, 'b.tar'));
    expect(result.takenBy).toBe('this process');
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    await restoreBackup(configFor(path.join(root, 'restored')), result.file);
    const copy = await openDatabase({ dataDir: path.join(root, 'restored', 'db') });
    cleanups.push(() => copy.close());
    expect(await rowsOf(copy, 'users')).toEqual(users);
  });

  it('restores only into an empty folder, and never keeps a backup that came out incomplete', async () => {
    const root = tempDir();
    const server = await startServer(path.join(root, 'data'));
    await storeFile(server, (await makeUser(server.ctx, 'broker')).adviserId as number, randomBytes(50_000));
    const file = (await backupToFile(server.config, path.join(root, 'backup.tar'))).file;

    const busy = path.join(root, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    const refused = await restoreBackup(configFor(busy), file).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toContain(`The data folder ${busy} is not empty (it holds notes.txt)`);
    expect(fs.readdirSync(busy)).toEqual(['notes.txt']);

    await expect(backupToFile(server.config, file)).rejects.toThrow('already exists');

    const cut = path.join(root, 'cut.tar');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    await expect(checkBackupArchive(cut)).rejects.toThrow('is not a complete BrokerDesk backup');
    const target = path.join(root, 'from-cut');
    await expect(restoreBackup(configFor(target), cut)).rejects.toThrow('is not a complete BrokerDesk backup');
    expect(fs.existsSync(target)).toBe(false);
  });

  it('on PostgreSQL says to use pg_dump', async () => {
    const root = tempDir();
    const config = configFor(path.join(root, 'data'), { DATABASE_URL: 'postgres://app@127.0.0.1:5432/brokerdesk' });
    await expect(backupToFile(config, path.join(root, 'x.tar'))).rejects.toThrow(USE_PG_DUMP);
  });
});
