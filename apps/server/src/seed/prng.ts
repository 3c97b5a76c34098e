/**
 * A small seeded random source (mulberry32) so the demo is the same on every start: screenshots, charts and
 * bug reports about demo rows stay comparable. Not for anything secret.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** An index chosen in proportion to the weights. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (const [i, w] of weights.entries()) {
      r -= w;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Letters and digits, for ids shaped like a payment provider's (cus_…, evt_…). */
  token(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

export const DAY_MS = 86_400_000;

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

export const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * A moment between from and to, skewed towards `to` when skew < 1 (a business that grows: more sign-ups and
 * clients in recent months than in its first).
 */
export function momentBetween(rng: Prng, from: Date, to: Date, skew = 1): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + span * rng.next() ** skew);
}

/** Business hours in Sydney (UTC+10/11) are roughly 22:00–08:00 UTC; keep demo activity inside them. */
export function atBusinessHour(rng: Prng, d: Date): Date {
  const out = new Date(d);
  out.setUTCHours(rng.pick([22, 23, 0, 1, 2, 3, 4, 5, 6]), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
  return out;
}
