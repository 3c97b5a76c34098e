import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { EventBus } from './events';
import type { BillingProvider } from './features/billing';
import type { JobQueue } from './jobs/queue';
import type { Log } from './logger';
import type { StorageAdapter } from './storage/storage';

/** What every service function receives: the app's wiring, nothing HTTP. */
export interface ServiceContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  now(): Date;
  /** Waits that long; the sign-in slow-down goes through it, so tests replace it instead of waiting. */
  sleep(ms: number): Promise<void>;
  /** Uploaded files' bytes: disk or S3-compatible storage (storage/README.md). */
  storage: StorageAdapter;
  /** The process's logger (logger.ts): what goes wrong outside a request, never with a token or parameters. */
  log: Log;
  /** What features tell each other (events.ts); each feature subscribes in its `listen`. */
  events: EventBus;
  /** The payment provider BILLING chose, set by the billing feature's init; none with billing off (decision 026). */
  billing?: BillingProvider;
}

/** Who is asking, as resolved from the bearer token by the auth hook. */
export interface Actor {
  userId: number;
  sessionId: number;
  role: 'admin' | 'broker' | 'planner' | 'client';
  isAdmin: boolean;
  email: string;
  /** The adviser row of a broker or planner. */
  adviserId: number | null;
  /** The client row of a client. */
  clientId: number | null;
  /**
   * A client who is one of the application's other people (a partner, a director, a trustee) signed in with their
   * own email: the applicant they are. Null or absent for the primary applicant's sign-in and everyone else.
   */
  applicantId?: number | null;
  /**
   * The firm requires two-step sign-in of this user and it is not on yet (decision 044): only the endpoints of its
   * enrolment answer them. Unset for actors made without a session (a report link's holder).
   */
  mfaDue?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}
