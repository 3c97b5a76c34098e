import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Watches a running server from inside its own process, as a user would feel it: `GET /api/health` over a real
 * socket, one after another, and the process's peak memory.
 */

const GAP_MS = 20;

export interface HealthLoopResult {
  answers: number;
  /** The slowest answer, in ms, counting any lateness of the timer that started it. */
  slowestMs: number;
}

/**
 * Asks for the health page every 20 ms until stopped (more often, the asking itself would load the thread it
 * measures). Each time counts from when the request was due, so a blocked event loop shows even when it blocks
 * between two requests.
 */
export function startHealthLoop(baseUrl: string): { stop(): Promise<HealthLoopResult> } {
  let running = true;
  const times: number[] = [];
  const loop = (async () => {
    while (running) {
      const due = performance.now() + GAP_MS;
      await sleep(GAP_MS);
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`health answered ${res.status}`);
      times.push(performance.now() - due);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { answers: times.length, slowestMs: Math.max(0, ...times) };
    },
  };
}

/**
 * Waits until the server has settled after its start (pg-boss's maintenance, the workers' first rounds and polls run
 * then, on the same thread): a second of health answers all within `quietMs`, or gives up after `timeoutMs` and
 * carries on. What a test then measures is its own work, not the start's.
 */
export async function settle(baseUrl: string, quietMs = 50, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = startHealthLoop(baseUrl);
    await sleep(1000);
    if ((await probe.stop()).slowestMs <= quietMs) return;
  }
}

const STATUS = '/proc/self/status';

/**
 * The process's peak resident memory since `resetPeakRss` (Linux: VmHWM, which writing 5 to clear_refs resets to
 * the current RSS), so a spike between two samples is not missed.
 */
export function resetPeakRss(): void {
  fs.writeFileSync('/proc/self/clear_refs', '5');
}

export function peakRssBytes(): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(STATUS, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmHWM in ${STATUS}`);
  return Number(kb) * 1024;
}
