import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of the environment (docs/engineering-guide.md §3 rule 5). Every variable has a default that works on
 * a laptop; a bad value stops the start with a message naming the variable. The README's configuration table lists
 * them.
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

  /** No default: main.ts names the demo's administrator only on an embedded database holding the demo. */
  ADMIN_EMAILS: z.string().optional(),
  TRIAL_DAYS: int(14, 0),
  BUSINESS_TIMEZONE: z.string().default('Australia/Sydney'),

  SESSION_IDLE_MINUTES: int(12 * 60, 1),
  SESSION_MAX_DAYS: int(30, 1),
  SESSION_ROTATE_MINUTES: int(60, 1),
  RESET_TOKEN_MINUTES: int(60, 1),
  INVITE_TOKEN_DAYS: int(14, 1),
  EMAIL_TOKEN_HOURS: int(48, 1),

  RATE_LIMIT_WINDOW_MINUTES: int(15, 1),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: int(10, 1),
  RATE_LIMIT_LOGIN_MAX_DELAY_MS: int(3000, 0),
  RATE_LIMIT_AUTH_PER_IP: int(300, 1),
  RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: int(30, 1),
  RATE_LIMIT_FEEDBACK_PER_HOUR: int(20, 1),
  RATE_LIMIT_RESET_EMAILS_PER_EMAIL: int(5, 1),
  RATE_LIMIT_INVITES_PER_CLIENT_PER_HOUR: int(10, 1),
  RATE_LIMIT_LEADS_PER_IP_PER_HOUR: int(10, 1),

  /**
   * Nominatim-compatible search for the map modal (docs/spec/core-and-application.md §7); only this URL is ever called.
   */
  GEOCODER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .default('https://nominatim.openstreetmap.org/search'),

  /** Base URL of the lodgement system's HTTP API (decision 021); unset: Upload to the lodgement system is not offered. */
  LODGEMENT_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .optional(),

  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('BrokerDesk <no-reply@brokerdesk.local>'),

  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),

  /** Payments (docs/decisions/020): Stripe when all three keys are set, else the local provider. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (tests point it at a local fake); unset: api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Shown on tax invoices: the seller's name and ABN. */
  BILLING_BUSINESS_NAME: z.string().default('BrokerDesk Pty Ltd'),
  BILLING_ABN: z.string().default('51 824 753 556'),

  /** Encrypts stored lodgement secrets (secrets.ts); unset: a key file made once in DATA_DIR. */
  SECRETS_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), 'must be the base64 of 32 random bytes (openssl rand -base64 32)')
    .optional(),
});

export type Env = z.input<typeof EnvSchema>;

/** Variables whose name changed, with the name that replaced them (docs/decisions/012). */
const RENAMED: Record<string, string> = {
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: 'RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP',
};

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
  /** Life of a link that verifies a login email or confirms a change of it (decision 016). */
  emailTokenMs: number;
  rateLimit: {
    windowMs: number;
    /**
     * Failed sign-ins of one email from one IP per window before that pair is refused (429); also how many
     * failures of one email, from anywhere, make the account holder get an alert (docs/decisions/012).
     */
    loginFailuresPerEmailAndIp: number;
    /** Cap of the delay that failures of an email from other IPs add to its sign-ins (never a refusal). */
    loginMaxDelayMs: number;
    resetEmailsPerEmail: number;
    authPerIp: number;
    signupsPerIpPerHour: number;
    /** Feedback messages one user may send in an hour (Feedback: rate-limited). */
    feedbackPerHour: number;
    /** Portal invitations an adviser may send one client in an hour. */
    invitesPerClientPerHour: number;
    /** Public lead capture forms one IP may send in an hour (its page may be loaded ten times as often). */
    leadsPerIpPerHour: number;
  };
  /**
   * The geocoding search the map modal's addresses go through (features/maps; docs/spec/core-and-application.md §7).
   */
  geocoderUrl: string;
  /** Base URL of the lodgement system's API, without a trailing slash; null when not configured. */
  lodgementUrl: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where uploads are kept (storage/README.md): files under DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * AES-256 key of the secrets stored encrypted (lodgement passwords and API keys; secrets.ts). From SECRETS_KEY;
   * when that is unset, `withSecretsKey` at start-up reads or creates DATA_DIR/secrets.key.
   */
  secretsKey: Buffer | undefined;
  /** Stripe when configured; null means the local provider (docs/decisions/020). */
  stripe: StripeConfig | null;
  billing: { businessName: string; abn: string };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

export type StorageConfig =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's own credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const set = emptyToUndefined(env);
  // A renamed variable is refused rather than silently ignored, so an operator's old limit is not lost unnoticed.
  for (const [old, renamed] of Object.entries(RENAMED)) {
    if (set[old] !== undefined) throw new Error(`Invalid configuration:\n  ${old}: renamed to ${renamed}`);
  }
  const parsed = EnvSchema.safeParse(set);
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
      (e.ADMIN_EMAILS ?? '')
        .split(',')
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
    emailTokenMs: e.EMAIL_TOKEN_HOURS * 60 * minute,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * minute,
      loginFailuresPerEmailAndIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP,
      loginMaxDelayMs: e.RATE_LIMIT_LOGIN_MAX_DELAY_MS,
      resetEmailsPerEmail: e.RATE_LIMIT_RESET_EMAILS_PER_EMAIL,
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      signupsPerIpPerHour: e.RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR,
      feedbackPerHour: e.RATE_LIMIT_FEEDBACK_PER_HOUR,
      invitesPerClientPerHour: e.RATE_LIMIT_INVITES_PER_CLIENT_PER_HOUR,
      leadsPerIpPerHour: e.RATE_LIMIT_LEADS_PER_IP_PER_HOUR,
    },
    geocoderUrl: e.GEOCODER_URL,
    lodgementUrl: e.LODGEMENT_URL ? e.LODGEMENT_URL.replace(/\/+$/, '') : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage: storageConfig(e),
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : undefined,
    stripe: stripeConfig(e),
    billing: { businessName: e.BILLING_BUSINESS_NAME, abn: e.BILLING_ABN },
  };
}

function stripeConfig(e: z.output<typeof EnvSchema>): StripeConfig | null {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (keys.every((k) => k === undefined)) return null;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three or none',
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
  };
}

function storageConfig(e: z.output<typeof EnvSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'disk') return { driver: 'disk', dir: path.join(path.resolve(e.DATA_DIR), 'files') };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER is s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** An empty variable means "not set", as shells and .env files commonly produce them. */
function emptyToUndefined(env: Record<string, string | undefined>) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
