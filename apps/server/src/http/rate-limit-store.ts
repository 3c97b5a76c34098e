import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import type { ServiceContext } from '../context';
import { countHit, peekCount } from '../rate-limits';

type Counters = Pick<ServiceContext, 'db' | 'now'>;
type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the route's merged limit options and, for a route, the route itself. */
interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The name a route's counters live under: its group when it has one, so grouped routes share one budget, else
 * the route itself, so two routes' budgets stay apart as with the plugin's own per-route memory store.
 */
function namespaceOf(opts: ChildOptions): string {
  if (opts.groupId) return `group ${opts.groupId}`;
  const { method, url } = opts.routeInfo ?? {};
  return url ? `${[method].flat().join(',')} ${url}` : 'any';
}

/**
 * @fastify/rate-limit's store on the rate_limits table (docs/decisions/012-rate-limits-in-the-database.md): the
 * plugin keeps deciding, answering 429 with Retry-After through the app's error builder; the counts are shared by
 * every instance on the database and follow the app's clock.
 */
export function databaseRateLimitStore(ctx: Counters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(opts: ChildOptions = {}) {
      this.namespace = namespaceOf(opts);
    }

    incr(key: string, done: Done, timeWindow: number): void {
      countHit(ctx, this.storedKey(key), timeWindow).then(
        ({ count, resetAt }) => done(null, { current: count, ttl: this.ttl(resetAt) }),
        (err: Error) => done(err),
      );
    }

    /** The plugin's `{ increment: false }` peek. */
    read(key: string, done: Done): void {
      peekCount(ctx, this.storedKey(key)).then(
        ({ count, resetAt }) => done(null, { current: count, ttl: count ? this.ttl(resetAt) : 0 }),
        (err: Error) => done(err),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as ChildOptions);
    }

    private storedKey(key: string) {
      return `http:${this.namespace}:${key}`;
    }

    private ttl(resetAt: Date) {
      return Math.max(0, resetAt.getTime() - ctx.now().getTime());
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * One budget per IP across every unauthenticated sign-in endpoint (login, forgot and reset password, accepting an
 * invitation): the group makes the routes count on one key, so spreading requests over them gains nothing.
 */
export function authPerIpLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimit.authPerIp, timeWindow: config.rateLimit.windowMs, groupId: 'auth-per-ip' };
}
