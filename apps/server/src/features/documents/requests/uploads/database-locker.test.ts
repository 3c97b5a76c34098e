import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../../test/harness';
import type { Database } from '../../../../db/client';
import { createDatabaseLocker } from './database-locker';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const fast = { renewMs: 50, retryMs: 20, acquireTimeoutMs: 3000 };
const never = new AbortController().signal;

/** Two lockers on one database, as two instances have: neither knows the other's holders but through the table. */
describe('the tus locker in the database', () => {
  it('asks the holder on another instance to let go, and takes the upload once it has', async () => {
    const a = createDatabaseLocker(database.db, fast);
    const b = createDatabaseLocker(database.db, fast);
    const held = a.newLock('upload-1');
    let asked = 0;
    await held.lock(never, async () => {
      asked += 1;
      // As tus does: the holding request is cancelled and unlocks.
      if (asked === 1) await held.unlock();
    });
    const started = Date.now();
    const taken = b.newLock('upload-1');
    await taken.lock(never, () => undefined);
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    const rows = await database.executeSql('select count(*)::int as n from upload_locks where upload_id = $1', [
      'upload-1',
    ]);
    expect(Number(rows.rows[0]?.n)).toBe(1);
    await taken.unlock();
    const after = await database.executeSql('select count(*)::int as n from upload_locks');
    expect(Number(after.rows[0]?.n)).toBe(0);
  });

  it('keeps the upload from every other request while held, and gives up after the wait with tus’s lock timeout', async () => {
    const a = createDatabaseLocker(database.db, fast);
    const b = createDatabaseLocker(database.db, { ...fast, acquireTimeoutMs: 300 });
    const held = a.newLock('upload-2');
    await held.lock(never, () => undefined);
    // Renewed past its lease while held, so a waiter never takes it over.
    await new Promise((r) => setTimeout(r, 100));
    await expect(b.newLock('upload-2').lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await held.unlock();
    const next = b.newLock('upload-2');
    await next.lock(never, () => undefined);
    await next.unlock();
  });

  it('takes over an upload whose holder stopped renewing (its process died) once the lease lapses', async () => {
    const dead = createDatabaseLocker(database.db, { ...fast, leaseMs: 200, renewMs: 60_000 });
    await dead.newLock('upload-3').lock(never, () => undefined);
    const b = createDatabaseLocker(database.db, fast);
    const started = Date.now();
    const taken = b.newLock('upload-3');
    await taken.lock(never, () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await taken.unlock();
  });

  it('lets two requests of one instance take turns on the same upload', async () => {
    const a = createDatabaseLocker(database.db, fast);
    const first = a.newLock('upload-4');
    await first.lock(never, () => void first.unlock());
    const second = a.newLock('upload-4');
    await second.lock(never, () => undefined);
    await second.unlock();
  });
});
