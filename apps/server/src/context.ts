import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
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
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}
