import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of the environment (GUIDE §3 rule 5). Every variable has a default that works on a laptop;
 * a bad value stops the start with a message naming the variable. The README's configuration table lists them.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: bool.optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),

  ADMIN_EMAILS: z.string().default('admin@example.com'),
  TRIAL_DAYS: int(14, 0),
  BUSINESS_TIMEZONE: z.string().default('Australia/Sydney'),

  SESSION_IDLE_MINUTES: int(12 * 60, 1),
  SESSION_MAX_DAYS: int(30, 1),
  SESSION_ROTATE_MINUTES: int(60, 1),
  RESET_TOKEN_MINUTES: int(60, 1),
  INVITE_TOKEN_DAYS: int(14, 1),

  RATE_LIMIT_WINDOW_MINUTES: int(15, 1),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: int(10, 1),
  RATE_LIMIT_AUTH_PER_IP: int(300, 1),
  RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: int(30, 1),
  RATE_LIMIT_FEEDBACK_PER_HOUR: int(20, 1),
  RATE_LIMIT_RESET_EMAILS_PER_EMAIL: int(5, 1),

  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('BrokerDesk <no-reply@brokerdesk.local>'),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** undefined: seed only an empty embedded database; true/false: forced. */
  seedDemo: boolean | undefined;
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  adminEmails: ReadonlySet<string>;
  trialDays: number;
  businessTimeZone: string;
  session: { idleMs: number; maxMs: number; rotateMs: number };
  resetTokenMs: number;
  inviteTokenMs: number;
  rateLimit: {
    windowMs: number;
    loginFailuresPerEmail: number;
    resetEmailsPerEmail: number;
    authPerIp: number;
    signupsPerIpPerHour: number;
    /** Feedback messages one user may send in an hour (issue 3, Feedback: rate-limited). */
    feedbackPerHour: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const minute = 60_000;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    trialDays: e.TRIAL_DAYS,
    businessTimeZone: e.BUSINESS_TIMEZONE,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * minute,
      maxMs: e.SESSION_MAX_DAYS * 24 * 60 * minute,
      rotateMs: e.SESSION_ROTATE_MINUTES * minute,
    },
    resetTokenMs: e.RESET_TOKEN_MINUTES * minute,
    inviteTokenMs: e.INVITE_TOKEN_DAYS * 24 * 60 * minute,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * minute,
      loginFailuresPerEmail: e.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
      resetEmailsPerEmail: e.RATE_LIMIT_RESET_EMAILS_PER_EMAIL,
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      signupsPerIpPerHour: e.RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR,
      feedbackPerHour: e.RATE_LIMIT_FEEDBACK_PER_HOUR,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}

/** An empty variable means "not set", as shells and .env files commonly produce them. */
function emptyToUndefined(env: Record<string, string | undefined>) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
