import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a lock, precisely enough to tell later whether that very process still runs (decision 013). A pid
 * alone is not enough: after a hard kill the pid may be reused, by another program or, in a container that
 * starts the same way every time, by a thread of the next BrokerDesk. On Linux the kernel's boot id and the
 * process's start time (clock ticks since boot) tell the original process from any later one, without relying
 * on the wall clock.
 */
export interface ProcessIdentity {
  pid: number;
  hostname: string;
  /** When the process started, for people reading the message. */
  started_at: string;
  /** Linux only: /proc/sys/kernel/random/boot_id. */
  boot_id?: string;
  /** Linux only: field 22 of /proc/<pid>/stat. */
  start_ticks?: string;
}

export type Liveness = 'alive' | 'dead' | 'unknown';

export function currentProcessIdentity(): ProcessIdentity {
  const bootId = readBootId();
  const startTicks = readStartTicks(process.pid);
  return {
    pid: process.pid,
    hostname: os.hostname(),
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    ...(bootId && startTicks ? { boot_id: bootId, start_ticks: startTicks } : {}),
  };
}

/**
 * Whether the process a lock names still runs. 'unknown' when it ran on another machine (a shared folder):
 * this one cannot look, so the caller must not take the lock over.
 */
export function processLiveness(holder: ProcessIdentity): Liveness {
  if (holder.hostname !== os.hostname()) return 'unknown';
  const bootId = readBootId();
  // The machine restarted since the lock was written, so its process is gone whatever runs under that pid now.
  if (holder.boot_id && bootId && holder.boot_id !== bootId) return 'dead';
  if (!signalReaches(holder.pid)) return 'dead';
  if (holder.start_ticks) {
    const ticks = readStartTicks(holder.pid);
    // Another start time under the same pid: the holder died and the pid was given to someone else.
    if (ticks !== undefined && ticks !== holder.start_ticks) return 'dead';
  }
  return 'alive';
}

/** Signal 0 checks existence only; EPERM means the process exists but belongs to another user. */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readBootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function readStartTicks(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses, so count fields from its closing ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return rest[19]; // field 22, starttime; `rest` begins at field 3
  } catch {
    return undefined;
  }
}
