import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, LOCK_FILE, type LockHolder } from './data-dir-lock';
import { currentProcessIdentity } from './process-identity';

const dirs: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const lock of locks.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-lock-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

async function take(dir: string, purpose = 'the test'): Promise<DataDirLock> {
  const lock = await acquireDataDirLock(dir, { purpose });
  locks.push(lock);
  return lock;
}

/** Writes a lock file as another process would have. */
function writeLock(dir: string, holder: Partial<LockHolder>): LockHolder {
  fs.mkdirSync(dir, { recursive: true });
  const full: LockHolder = {
    ...currentProcessIdentity(),
    purpose: 'the server',
    nonce: `n-${Math.random().toString(36).slice(2)}`,
    ...holder,
  };
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
  return full;
}

function readLock(dir: string): LockHolder {
  return JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
}

/** A process that lives until killed, and its identity as its own lock would record it. */
async function otherProcess(): Promise<{ child: ChildProcess; identity: ReturnType<typeof currentProcessIdentity> }> {
  const child = spawn(
    process.execPath,
    ['-e', 'process.stdout.write(JSON.stringify(require("os").hostname())); setInterval(() => {}, 1000)'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { child, identity: { ...currentProcessIdentity(), pid: child.pid as number, start_ticks: startTicks } };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('acquireDataDirLock', () => {
  it('writes a lock naming this process, refuses a second taker while held, and frees the folder on release', async () => {
    const dir = dataDir();
    const lock = await take(dir, 'the server');
    expect(readLock(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname(), purpose: 'the server' });

    const second = await acquireDataDirLock(dir, { purpose: 'npm run seed' }).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(DataDirLockedError);
    const message = (second as Error).message;
    expect(message).toContain(`The data folder ${path.resolve(dir)} is in use by another BrokerDesk process`);
    expect(message).toContain(`the server, pid ${process.pid}, started ${lock.holder.started_at}`);

    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await take(dir);
    expect(readLock(dir).nonce).toBe(again.holder.nonce);
  });

  it('refuses while another live process holds the folder, and takes over once it is killed', async () => {
    const dir = dataDir();
    const { child, identity } = await otherProcess();
    writeLock(dir, identity);

    const refused = await acquireDataDirLock(dir, { purpose: 'the server' }).catch((err: unknown) => err);
    expect((refused as Error).message).toContain(`(the server, pid ${child.pid}, started ${identity.started_at})`);
    expect(readLock(dir).pid).toBe(child.pid);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = await take(dir);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, nonce: lock.holder.nonce });
  });

  it('takes over a lock whose pid no longer runs', async () => {
    const dir = dataDir();
    writeLock(dir, { pid: await deadPid() });
    const lock = await take(dir);
    expect(readLock(dir).nonce).toBe(lock.holder.nonce);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over a lock whose pid now belongs to another process (started later) or names this very pid', async () => {
    const dir = dataDir();
    const { identity } = await otherProcess();
    writeLock(dir, { ...identity, start_ticks: '1' });
    await take(dir);

    const mine = dataDir();
    writeLock(mine, { pid: process.pid, start_ticks: undefined, boot_id: undefined });
    await take(mine);
  });

  it('does not take over a lock from another host, and says why', async () => {
    const dir = dataDir();
    writeLock(dir, { pid: await deadPid(), hostname: 'elsewhere.example' });
    const refused = await acquireDataDirLock(dir, { purpose: 'the server' }).catch((err: unknown) => err);
    expect((refused as Error).message).toContain('on host elsewhere.example');
    expect((refused as Error).message).toContain(`delete ${path.join(path.resolve(dir), LOCK_FILE)}`);
  });

  it('lets exactly one of many concurrent starters take over one stale lock', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = dataDir();
      const stale = writeLock(dir, { pid: 999_999 });
      // Every starter finds the stale lock before any acts on it, then they act a few ms apart: a careless
      // takeover removes the lock an earlier starter has just put in place.
      let arrived = 0;
      let allArrived = () => {};
      const barrier = new Promise<void>((resolve) => {
        allArrived = resolve;
      });
      const liveness = async (h: LockHolder) => {
        if (h.pid !== stale.pid) return 'alive' as const;
        const order = arrived++;
        if (arrived === 8) allArrived();
        await barrier;
        await new Promise((resolve) => setTimeout(resolve, order * 5));
        return 'dead' as const;
      };
      const starters = Array.from({ length: 8 }, (_, i) =>
        acquireDataDirLock(dir, {
          purpose: `starter ${i}`,
          identity: { ...currentProcessIdentity(), pid: 1000 + i },
          liveness,
        }),
      );
      const results = await Promise.allSettled(starters);
      const winners = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      locks.push(...winners);
      expect(winners).toHaveLength(1);
      const winner = winners[0] as DataDirLock;
      expect(readLock(dir).nonce).toBe(winner.holder.nonce);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(r.reason).toBeInstanceOf(DataDirLockedError);
          expect((r.reason as DataDirLockedError).holder?.nonce).toBe(winner.holder.nonce);
        }
      }
    }
  });

  it('lets exactly one of several processes racing for a killed holder’s lock win', async () => {
    const dir = dataDir();
    writeLock(dir, { pid: await deadPid() });
    const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
    // The racers start together once all are loaded (go), and the winner holds the lock until every racer has its
    // answer (release), so a racer slowed down by a busy machine still races rather than finding the lock free.
    const go = path.join(dir, '..', `${path.basename(dir)}.go`);
    const release = path.join(dir, '..', `${path.basename(dir)}.release`);
    const waitFor = (file: string) =>
      `while (!fs.existsSync(${JSON.stringify(file)})) await new Promise((r) => setTimeout(r, 5));`;
    const script = `
      import fs from 'node:fs';
      import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
      console.log('ready');
      ${waitFor(go)}
      try {
        await acquireDataDirLock(${JSON.stringify(dir)}, { purpose: 'racer' });
        console.log('won');
        ${waitFor(release)}
      } catch (err) {
        console.log(err.name);
      }`;
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      const racer = { out: '', exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
      child.stdout?.on('data', (d) => {
        racer.out += d;
      });
      return racer;
    });
    const lines = () => racers.map((r) => r.out.split('\n').filter(Boolean));
    const until = async (what: () => boolean) => {
      while (!what()) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => lines().every((l) => l.includes('ready')));
    fs.writeFileSync(go, '');
    await until(() => lines().every((l) => l.length >= 2));
    fs.writeFileSync(release, '');
    await Promise.all(racers.map((r) => r.exited));
    const outputs = lines().map((l) => l[1]);
    fs.rmSync(go, { force: true });
    fs.rmSync(release, { force: true });
    expect(outputs.filter((o) => o === 'won')).toHaveLength(1);
    expect(outputs.filter((o) => o === 'DataDirLockedError')).toHaveLength(3);
    // The winner released its lock when it exited.
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
