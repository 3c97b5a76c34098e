import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../../../db/client';
import { releaseUploadLock, renewUploadLock, requestUploadLockRelease, takeUploadLock } from './resumable-uploads.repo';

export interface DatabaseLockerOptions {
  /** A holder that stops renewing (its process died) frees the upload after this long. */
  leaseMs: number;
  /** How often a holder renews its lease and looks for a request to let go. */
  renewMs: number;
  /** How often a waiting request tries again. */
  retryMs: number;
  /** How long a request waits for an upload before giving up (tus answers 500 "lock timeout", the client retries). */
  acquireTimeoutMs: number;
  onError: (err: unknown) => void;
}

const DEFAULTS: Omit<DatabaseLockerOptions, 'onError'> = {
  leaseMs: 15_000,
  renewMs: 1_000,
  retryMs: 150,
  acquireTimeoutMs: 30_000,
};

interface Held {
  holder: string;
  requestRelease: RequestRelease;
  timer: NodeJS.Timeout;
}

/**
 * tus's locker in the database (docs/decisions/028): one request at a time works on an upload, whichever instance it
 * reached. A lock is a lease row (upload_locks) its holder renews; a request that wants a held upload asks the holder
 * to let go, as @tus/server's MemoryLocker does within one process (the holder's request is cancelled and unlocks),
 * and takes it once free or lapsed. Works the same on PGlite and PostgreSQL: no session-held advisory locks, so a
 * long upload does not hold a pooled connection.
 */
export function createDatabaseLocker(db: Db, options: Partial<DatabaseLockerOptions> = {}): Locker {
  const opts = { ...DEFAULTS, onError: () => undefined, ...options };
  // This process's holders: a waiter here asks them at once instead of at their next renewal.
  const held = new Map<string, Held>();

  function renew(id: string, entry: Held) {
    renewUploadLock(db, id, entry.holder, opts.leaseMs).then((state) => {
      if (held.get(id) !== entry) return;
      if (state === null || state.releaseRequested) void entry.requestRelease();
    }, opts.onError);
  }

  class DatabaseLock implements Lock {
    private readonly holder = randomUUID();

    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      const deadline = Date.now() + opts.acquireTimeoutMs;
      for (;;) {
        if (await takeUploadLock(db, this.id, this.holder, opts.leaseMs)) {
          const entry: Held = {
            holder: this.holder,
            requestRelease,
            timer: setInterval(() => renew(this.id, entry), opts.renewMs),
          };
          entry.timer.unref();
          held.set(this.id, entry);
          return;
        }
        const local = held.get(this.id);
        if (local) void local.requestRelease();
        else await requestUploadLockRelease(db, this.id);
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, opts.retryMs));
      }
    }

    async unlock(): Promise<void> {
      const entry = held.get(this.id);
      if (entry?.holder === this.holder) {
        clearInterval(entry.timer);
        held.delete(this.id);
      }
      await releaseUploadLock(db, this.id, this.holder);
    }
  }

  return { newLock: (id: string) => new DatabaseLock(id) };
}
