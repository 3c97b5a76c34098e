import type { ServiceContext } from './context';
import type { Database } from './db/client';
import type { Api } from './http/types';

/**
 * What a feature brings to the app (docs/decisions/033): its routes, its background jobs, its listeners of other
 * features' events, and what it does once the database is migrated. Each feature's index.ts exports one; the app,
 * the workers and the start-up loop over features/index.ts's list, so none of them names a feature.
 */
export interface Feature {
  name: string;
  /** Sets up what the feature keeps on the context (the billing provider), before routes and jobs use it. */
  init?(ctx: ServiceContext): void;
  /** Registers the feature's routes (from its contract endpoint table) under /api. */
  routes?(api: Api, ctx: ServiceContext): void;
  jobs?: readonly JobSpec[];
  /** Subscribes to events on ctx.events. */
  listen?(ctx: ServiceContext): void;
  /** After the migrations, inside the start-up lock (the shipped document catalogue's sync). */
  afterMigrate?(database: Database): Promise<void>;
}

/** A background job a feature works: a queue, and optionally a schedule that runs once across instances. */
export interface JobSpec {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each job's data is its own; the queue stores it as JSON.
  run(ctx: ServiceContext, data: any): Promise<void>;
  /** 'short' keeps at most one waiting job (a debounce, or a schedule whose last run is still waiting). */
  policy?: 'standard' | 'short';
  /** A cron expression in the business time zone: pg-boss sends one job per occurrence, whatever the instances. */
  every?: string;
  /** Runs once in this process at start as well (counts a list shows must not wait for the first occurrence). */
  atStart?: boolean;
}

/** A job's spec in one line: `job('billing.round', (ctx) => runBillingRound(ctx), { every: '5 * * * *' })`. */
export function job<T>(
  name: string,
  run: (ctx: ServiceContext, data: T) => Promise<unknown>,
  opts: Omit<JobSpec, 'name' | 'run'> = {},
): JobSpec {
  return {
    name,
    async run(ctx, data) {
      await run(ctx, data as T);
    },
    ...opts,
  };
}
