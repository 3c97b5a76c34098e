import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { currentProcessIdentity, type Liveness, type ProcessIdentity, processLiveness } from './process-identity';

/**
 * The embedded database has one writer (decision 013): every process that opens DATA_DIR/db first takes
 * DATA_DIR/db.lock, a small JSON file naming it. A second process is refused with a message naming the folder
 * and the holder; a lock whose process is gone (a kill -9, a crash, a reboot) is taken over.
 *
 * The file is created whole and atomically: written under a private name, then hard-linked to db.lock, which
 * fails when db.lock exists (the same guarantee as O_EXCL, without a moment where db.lock exists but is empty).
 * Taking over a stale lock must not let two starters both win, nor let one remove a lock another has just
 * taken: a starter first claims that very stale lock by hard-linking it to a name made from its nonce (only one
 * link of a name can succeed), checks the claimed file is still the stale one, and only then renames its own
 * file over db.lock. Nobody else ever removes a lock they did not claim or hold.
 */
export const LOCK_FILE = 'db.lock';

export interface LockHolder extends ProcessIdentity {
  /** What the process is, for the message: 'the server', 'npm run seed' … */
  purpose: string;
  /** Tells this lock from any earlier one, whatever pid it names. */
  nonce: string;
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock if it is still ours; also run when the process exits. Synchronous, so exit can call it. */
  release(): void;
}

export interface AcquireOptions {
  purpose: string;
  /** Tests stand in for other processes with these two. */
  identity?: ProcessIdentity;
  liveness?: (holder: LockHolder) => Liveness | Promise<Liveness>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly holder: LockHolder | undefined,
    liveness: Liveness,
  ) {
    super(lockedMessage(dataDir, file, holder, liveness));
    this.name = 'DataDirLockedError';
  }
}

/** A claim older than this belongs to a starter that died halfway through a takeover (it takes microseconds). */
const ABANDONED_CLAIM_MS = 10_000;
const MAX_ATTEMPTS = 200;
/** Nonces of the locks this process holds: its own pid in a lock file means an earlier run's lock otherwise. */
const heldHere = new Set<string>();

export async function acquireDataDirLock(dataDir: string, opts: AcquireOptions): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockHolder = { ...(opts.identity ?? currentProcessIdentity()), purpose: opts.purpose, nonce: randomUUID() };
  const mine = `${file}.${me.nonce}.new`;
  await fsp.writeFile(mine, `${JSON.stringify(me, null, 2)}\n`, { flag: 'wx', mode: 0o644 });
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (await linkExclusive(mine, file)) return held(file, me);
      const holder = await readHolder(file);
      if (holder === 'missing') continue; // released meanwhile: try again
      const liveness = holder === 'unreadable' ? 'unknown' : await judge(holder, opts.liveness);
      if (holder === 'unreadable' || liveness !== 'dead') {
        throw new DataDirLockedError(dir, file, holder === 'unreadable' ? undefined : holder, liveness);
      }
      const claim = await claimStale(file, holder.nonce);
      if (claim === 'gone') continue;
      if (claim === 'busy') {
        await sleep(10 + Math.random() * 20); // another starter is replacing it: see who won
        continue;
      }
      try {
        const claimed = await readHolder(claim);
        // db.lock changed between reading it and claiming it, so this is not the stale lock: look again.
        if (typeof claimed !== 'object' || claimed.nonce !== holder.nonce) continue;
        await fsp.rename(mine, file);
        return held(file, me);
      } finally {
        await fsp.rm(claim, { force: true });
      }
    }
    throw new Error(`Could not take ${file}: other processes kept changing it. Try again.`);
  } finally {
    await fsp.rm(mine, { force: true });
  }
}

async function judge(holder: LockHolder, liveness: AcquireOptions['liveness'] = processLiveness): Promise<Liveness> {
  if (heldHere.has(holder.nonce)) return 'alive';
  // Our own pid on a lock we did not take: an earlier run that died (a container starts with the same pids).
  if (holder.pid === process.pid && holder.hostname === os.hostname()) return 'dead';
  return liveness(holder);
}

async function linkExclusive(from: string, to: string): Promise<boolean> {
  try {
    await fsp.link(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Claims the stale lock of that nonce: 'gone' when db.lock vanished, 'busy' when another starter holds the claim. */
async function claimStale(file: string, staleNonce: string): Promise<string | 'gone' | 'busy'> {
  for (let generation = 0; generation < 5; generation++) {
    const claim = `${file}.takeover-${staleNonce}-${generation}`;
    try {
      if (await linkExclusive(file, claim)) return claim;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
      throw err;
    }
    const stat = await fsp.lstat(claim).catch(() => undefined);
    // A link's ctime is the last change of the link count: a live claimant took it moments ago.
    if (!stat || Date.now() - stat.ctimeMs < ABANDONED_CLAIM_MS) return 'busy';
  }
  return 'busy';
}

async function readHolder(file: string): Promise<LockHolder | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.nonce === 'string' && typeof value.hostname === 'string') {
      return value as LockHolder;
    }
  } catch {
    // falls through
  }
  return 'unreadable';
}

function held(file: string, holder: LockHolder): DataDirLock {
  heldHere.add(holder.nonce);
  removeLeftovers(file, holder.nonce);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    heldHere.delete(holder.nonce);
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
      if (current.nonce === holder.nonce) fs.unlinkSync(file);
    } catch {
      // already gone, or not ours: nothing to release
    }
  };
  process.once('exit', release);
  return { file, holder, release };
}

/**
 * Claims of locks that are no longer db.lock, and private files of starters that died, left by crashes at the
 * wrong moment. A private file is removed only when old: a starter may be using it right now.
 */
function removeLeftovers(file: string, nonce: string) {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  try {
    for (const name of fs.readdirSync(dir)) {
      if (!name.startsWith(prefix) || name.includes(nonce)) continue;
      const full = path.join(dir, name);
      const isClaim = name.includes('.takeover-');
      if (isClaim || Date.now() - fs.lstatSync(full).mtimeMs > 60_000) fs.rmSync(full, { force: true });
    }
  } catch {
    // tidying only
  }
}

function lockedMessage(dataDir: string, file: string, holder: LockHolder | undefined, liveness: Liveness): string {
  if (!holder) {
    return `The data folder ${dataDir} is locked by ${file}, which names no process. If no BrokerDesk process uses this folder, delete that file and start again.`;
  }
  const who = `${holder.purpose}, pid ${holder.pid}, started ${holder.started_at}`;
  if (liveness === 'unknown') {
    return `The data folder ${dataDir} is in use by another BrokerDesk process on host ${holder.hostname} (${who}). This machine cannot tell whether it still runs: stop it there, or if it no longer runs, delete ${file} and start again.`;
  }
  return `The data folder ${dataDir} is in use by another BrokerDesk process (${who}). Two processes on one embedded database corrupt it: stop that one first, or set DATA_DIR to another folder. (Lock file: ${file}.)`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
