import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every person who signs in. Administrators have the admin role and an email in ADMIN_EMAILS (decision 016). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** scrypt hash; null for a client invited to the portal who has not yet set a password. */
    password_hash: text('password_hash'),
    role: text('role', { enum: ['admin', 'broker', 'planner', 'client'] }).notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    free_version_notice: boolean('free_version_notice').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the login email was last proven by following a single-use link; null until then. An adviser may
     * explore and fill settings unverified, but not invite clients or pay. Accounts older than this column count
     * as verified (the migration sets it).
     */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Two-step sign-in (RFC 6238 TOTP): the secret, encrypted with the secrets key (secrets.ts), once enrolment is
     * confirmed by a code; the one offered at set-up waits in `totp_pending_secret_enc` until then.
     */
    totp_secret_enc: text('totp_secret_enc'),
    totp_pending_secret_enc: text('totp_pending_secret_enc'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
    totp_last_step: integer('totp_last_step'),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Emails are stored lowercased; one live account per email.
    uniqueIndex('users_email_live_uq').on(t.email).where(sql`${t.deleted_at} is null`),
    index('users_role_idx').on(t.role),
  ],
);

/** Ten single-use codes that stand in for a TOTP code when the phone is lost; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);
