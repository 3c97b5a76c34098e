import fs from 'node:fs';
import path from 'node:path';
import { isValidAbn } from '@brokerdesk/contract';
import { z } from 'zod';
import { type BillingConfig, billingConfig } from './config-billing';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * The only reader of the environment (docs/engineering-guide.md §3 rule 5). Every variable has a default that works on
 * a laptop; a bad value stops the start with a message naming the variable. The README's configuration table lists
 * them.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
/** A secrets key as `openssl rand -base64 32` writes it. */
const SECRETS_KEY_PATTERN = /^[A-Za-z0-9+/]{43}=$/;
const SECRETS_KEY_FORMAT = 'must be the base64 of 32 random bytes (openssl rand -base64 32)';
const secretsKeyValue = z.string().refine((v) => SECRETS_KEY_PATTERN.test(v), SECRETS_KEY_FORMAT);

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
  /** A hop count or proxy addresses (trust-proxy.ts); unset trusts none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** A listener of its own for Prometheus metrics (observability/metrics-endpoint.ts); unset: none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** A bearer token that /metrics asks for; unset: /metrics is not served on the app's port. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 24)').optional(),

  /** No default: main.ts names the demo's administrator only on an embedded database holding the demo. */
  ADMIN_EMAILS: z.string().optional(),
  TRIAL_DAYS: int(14, 0),
  BUSINESS_TIMEZONE: z.string().default('Australia/Sydney'),

  SESSION_IDLE_MINUTES: int(12 * 60, 1),
  SESSION_MAX_DAYS: int(30, 1),
  SESSION_ROTATE_MINUTES: int(60, 1),
  RESET_TOKEN_MINUTES: int(60, 1),
  INVITE_TOKEN_DAYS: int(14, 1),
  RETENTION_YEARS: int(7, 1),
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
  RATE_LIMIT_MESSAGES_PER_USER_PER_HOUR: int(60, 1),
  RATE_LIMIT_UPLOADS_PER_USER_PER_HOUR: int(120, 1),

  /** Unfinished resumable uploads (docs/decisions/028): their life, and what one person may park at once. */
  UPLOAD_UNFINISHED_HOURS: int(4, 1),
  UPLOAD_UNFINISHED_MAX_PER_USER: int(20, 1),
  /** At least 25 (one document at its largest). */
  UPLOAD_UNFINISHED_MAX_MB_PER_USER: int(200, 25),

  /**
   * Nominatim-compatible search for the map modal (docs/spec/core-and-application.md §7); only this URL is ever called.
   */
  GEOCODER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .default('https://nominatim.openstreetmap.org/search'),

  /** on: the client map (tiles in the browser, the geocoder through the server); off: neither is called (decision 044). */
  MAPS: z.enum(['on', 'off']).default('on'),
  /** Leaflet's tile URL template ({z}/{x}/{y}); the CSP's img-src allows its origin only. */
  MAP_TILES_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\/[^/{}]+\/.*\{z\}.*\{x\}.*\{y\}/i.test(v),
      'must be an http(s) URL with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Who the tiles' data comes from, as the map credits it (plain text). */
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap contributors'),

  /**
   * Two-step sign-in (decision 044): required of administrators by default in production outside the embedded demo;
   * of advisers only when the firm says so.
   */
  ADMIN_MFA: z.enum(['required', 'optional']).optional(),
  ADVISER_MFA: z.enum(['required', 'optional']).default('optional'),

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

  /**
   * Which billing runs (docs/decisions/026): stripe, local (the simulator of decision 020, a demo) or off (a firm's own
   * advisers: no plans, every feature open). Unset: stripe with the three keys, else local outside production and
   * in the embedded demo; a production without either refuses to start.
   */
  BILLING: z.enum(['stripe', 'local', 'off']).optional(),
  /** Payments (docs/decisions/020): the Stripe account's keys, all three or none. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (tests point it at a local fake); unset: api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Shown on tax invoices: the seller's name and ABN; no defaults, so no invoice carries a made-up seller. */
  BILLING_BUSINESS_NAME: z.string().trim().min(1).optional(),
  BILLING_ABN: z
    .string()
    .trim()
    .refine(isValidAbn, 'must be an ABN: 11 digits whose check digits hold (abr.business.gov.au)')
    .optional(),

  /**
   * Encrypts stored lodgement secrets and signs lead form tokens (secrets.ts); the same on every instance. Unset
   * (and no SECRETS_KEY_FILE): a key file made once in DATA_DIR, fit for one embedded install only.
   */
  SECRETS_KEY: secretsKeyValue.optional(),
  /** A file holding the key (a container secret), instead of SECRETS_KEY. */
  SECRETS_KEY_FILE: z.string().optional(),
  /** The key being replaced, set only while rotating (docs/deploy.md, key rotation). */
  SECRETS_KEY_PREVIOUS: secretsKeyValue.optional(),
});

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
  /** Which hops may name the client in X-Forwarded-For (trust-proxy.ts); false trusts none. */
  trustProxy: TrustProxy;
  /** Prometheus metrics: a listener of their own, and/or /metrics on the app's port behind a bearer token. */
  metrics: { port: number | undefined; token: string | undefined };
  adminEmails: ReadonlySet<string>;
  trialDays: number;
  businessTimeZone: string;
  session: { idleMs: number; maxMs: number; rotateMs: number };
  resetTokenMs: number;
  inviteTokenMs: number;
  /** How long a lodged or archived client is kept after its last activity, then destroyed (Privacy Act APP 11.2). */
  retentionYears: number;
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
    /** Messages one person may send in an hour, with or without a file (docs/decisions/028). */
    messagesPerUserPerHour: number;
    /** Resumable uploads one person may start in an hour (docs/decisions/028). */
    uploadsPerUserPerHour: number;
  };
  /**
   * Unfinished resumable uploads (docs/decisions/028): removed with their bytes once `lifetimeMs` old; one person may
   * have at most `maxPerUser` of them, declaring at most `maxBytesPerUser` in all.
   */
  resumableUploads: { lifetimeMs: number; maxPerUser: number; maxBytesPerUser: number };
  /**
   * The geocoding search the map modal's addresses go through (features/maps; docs/spec/core-and-application.md §7).
   */
  geocoderUrl: string;
  /** The client map: off, or its tiles' URL template and credit (the geocoder is `geocoderUrl`). */
  maps: { tilesUrl: string; attribution: string } | null;
  /** Who must enrol in two-step sign-in before using the product (decision 044). */
  mfa: { admins: 'required' | 'optional'; advisers: 'required' | 'optional' };
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
  /** Where the key came from: a variable, or (set by `withSecretsKey`) DATA_DIR/secrets.key. */
  secretsKeySource: 'SECRETS_KEY' | 'SECRETS_KEY_FILE' | 'DATA_DIR' | undefined;
  /** SECRETS_KEY_PREVIOUS: while set, values made with it are re-encrypted at start (secrets-key-check.ts). */
  previousSecretsKey: Buffer | undefined;
  /** The variables the environment set (non-empty): start-up checks tell a default from a choice (decision 031). */
  envSet: ReadonlySet<string>;
  /** Stripe's keys when billing is `stripe`, else null (docs/decisions/020, 026). */
  stripe: StripeConfig | null;
  billing: BillingConfig;
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
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
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
    retentionYears: e.RETENTION_YEARS,
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
      messagesPerUserPerHour: e.RATE_LIMIT_MESSAGES_PER_USER_PER_HOUR,
      uploadsPerUserPerHour: e.RATE_LIMIT_UPLOADS_PER_USER_PER_HOUR,
    },
    resumableUploads: {
      lifetimeMs: e.UPLOAD_UNFINISHED_HOURS * 60 * minute,
      maxPerUser: e.UPLOAD_UNFINISHED_MAX_PER_USER,
      maxBytesPerUser: e.UPLOAD_UNFINISHED_MAX_MB_PER_USER * 1024 * 1024,
    },
    geocoderUrl: e.GEOCODER_URL,
    maps: e.MAPS === 'off' ? null : { tilesUrl: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION },
    mfa: {
      admins: e.ADMIN_MFA ?? (e.NODE_ENV === 'production' && !isEmbeddedDemo(e) ? 'required' : 'optional'),
      advisers: e.ADVISER_MFA,
    },
    lodgementUrl: e.LODGEMENT_URL ? e.LODGEMENT_URL.replace(/\/+$/, '') : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage: storageConfig(e),
    ...secretsKeyConfig(e),
    previousSecretsKey: e.SECRETS_KEY_PREVIOUS ? Buffer.from(e.SECRETS_KEY_PREVIOUS, 'base64') : undefined,
    envSet: new Set(Object.keys(set)),
    ...billingAndStripe(e),
  };
}

/** `npm start` on the embedded database with its demo: a try-out, whose published demo passwords a second factor cannot save. */
const isEmbeddedDemo = (e: z.output<typeof EnvSchema>) => !e.DATABASE_URL && e.SEED_DEMO !== false;

function billingAndStripe(e: z.output<typeof EnvSchema>): { stripe: StripeConfig | null; billing: BillingConfig } {
  const stripe = stripeConfig(e);
  const billing = billingConfig({
    NODE_ENV: e.NODE_ENV,
    BILLING: e.BILLING,
    hasStripeKeys: stripe !== null,
    isEmbeddedDemo: isEmbeddedDemo(e),
    BILLING_BUSINESS_NAME: e.BILLING_BUSINESS_NAME,
    BILLING_ABN: e.BILLING_ABN,
  });
  // Keys set beside BILLING=local or off are not used: nothing may reach Stripe then.
  return { stripe: billing.mode === 'stripe' ? stripe : null, billing };
}

/** SECRETS_KEY, or the key in the file SECRETS_KEY_FILE names (one or the other). */
function secretsKeyConfig(e: z.output<typeof EnvSchema>): Pick<Config, 'secretsKey' | 'secretsKeySource'> {
  if (e.SECRETS_KEY && e.SECRETS_KEY_FILE) {
    throw new Error('Invalid configuration:\n  SECRETS_KEY and SECRETS_KEY_FILE: set one or the other');
  }
  if (e.SECRETS_KEY) return { secretsKey: Buffer.from(e.SECRETS_KEY, 'base64'), secretsKeySource: 'SECRETS_KEY' };
  if (!e.SECRETS_KEY_FILE) return { secretsKey: undefined, secretsKeySource: undefined };
  let text: string;
  try {
    text = fs.readFileSync(e.SECRETS_KEY_FILE, 'utf8').trim();
  } catch (err) {
    throw new Error(
      `Invalid configuration:\n  SECRETS_KEY_FILE: cannot read ${e.SECRETS_KEY_FILE} (${(err as NodeJS.ErrnoException).code})`,
    );
  }
  if (!SECRETS_KEY_PATTERN.test(text)) {
    throw new Error(`Invalid configuration:\n  SECRETS_KEY_FILE: ${e.SECRETS_KEY_FILE} ${SECRETS_KEY_FORMAT}`);
  }
  return { secretsKey: Buffer.from(text, 'base64'), secretsKeySource: 'SECRETS_KEY_FILE' };
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
