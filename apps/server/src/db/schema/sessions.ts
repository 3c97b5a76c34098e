import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per bearer token; only the token's SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the sign-in; a rotated token inherits it. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a replacement was issued; the old token then lives only for a short grace period. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/**
 * Single-use links sent by email: password resets, client portal invitations, the verification of a new
 * account's address and the confirmation of a change of login email (which carries the new address); and the
 * short-lived ticket between a right password and its TOTP code (`mfa_login`), which no email carries.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', {
      enum: ['password_reset', 'invite', 'email_verify', 'email_change', 'mfa_login'],
    }).notNull(),
    token_hash: text('token_hash').notNull(),
    /** The address an `email_change` link moves the login to once followed. */
    new_email: text('new_email'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.token_hash), index('user_tokens_user_idx').on(t.user_id)],
);

/**
 * Fixed-window counters shared by every instance on the database: per-IP request budgets, sign-in failures per
 * email and IP, reset emails per address. One row per key; a hit past `reset_at` starts a new window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);
