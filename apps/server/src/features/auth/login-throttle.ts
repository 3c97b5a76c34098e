import type { Config } from '../../config';

/** The per-email limits of the unauthenticated auth endpoints (the per-IP ones are @fastify/rate-limit's). */
export interface AuthThrottles {
  /** Failed sign-ins per email. */
  loginFailures: FailureThrottle;
  /** Reset emails asked for per address, so nobody's inbox can be flooded. */
  resetRequests: FailureThrottle;
}

export function createAuthThrottles(config: Config): AuthThrottles {
  const { windowMs, loginFailuresPerEmail, resetEmailsPerEmail } = config.rateLimit;
  return {
    loginFailures: new FailureThrottle(loginFailuresPerEmail, windowMs),
    resetRequests: new FailureThrottle(resetEmailsPerEmail, windowMs),
  };
}

/**
 * Counts failed sign-ins per email in a sliding window so one account cannot be guessed at, while an office of
 * brokers behind one IP is limited only by the (much larger) per-IP limit. In memory: one app process holds
 * it (docs/decisions/003-rate-limits-in-memory.md).
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private sweep(now: number) {
    for (const key of this.failures.keys()) this.recent(key, now);
  }
}
