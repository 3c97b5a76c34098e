import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users';

/**
 * Brokers and planners are one adviser core with a kind (docs/engineering-guide.md §3 rule 2); `broker_id` and
 * `planner_id` in the API are both this table's id.
 */
export const advisers = pgTable(
  'advisers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['broker', 'planner'] }).notNull(),
    company: text('company').notNull().default(''),
    phone_office: text('phone_office').notNull().default(''),
    phone_mobile: text('phone_mobile').notNull().default(''),
    /**
     * Header colours (docs/spec/core-and-application.md §2 Shell): null background means the product default #1A356F;
     * text 1 black, 0 white.
     */
    header_background: text('header_background'),
    header_text: smallint('header_text').notNull().default(0),
    registered_at: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    trial_end_date: date('trial_end_date', { mode: 'string' }),
    /** This adviser's own code, which others give at sign-up to be recorded as referred by them. */
    referral_code: text('referral_code').notNull(),
    /** The code this adviser gave at sign-up, and whose it was. */
    referrer_code: text('referrer_code'),
    referrer_adviser_id: integer('referrer_adviser_id'),
    source: text('source'),
    suspended: boolean('suspended').notNull().default(false),
    free_access: boolean('free_access').notNull().default(false),
    should_show_landing: boolean('should_show_landing').notNull().default(true),

    // Account details (docs/spec/core-and-application.md §2 Broker account page; docs/spec/settings-billing-admin.md §2
    // Planner Account).
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    state_id: smallint('state_id'),
    country_id: smallint('country_id'),
    fax: text('fax').notNull().default(''),
    url: text('url').notNull().default(''),
    crn: text('crn').notNull().default(''),
    /** 0 ACR, 1 ACL (docs/spec/core-and-application.md §3). */
    crn_type: smallint('crn_type'),
    aggregator_id: smallint('aggregator_id'),
    afsl_number: text('afsl_number').notNull().default(''),
    /** Lodgement integration: the username in clear, the secrets encrypted at rest (secrets.ts); null when not set. */
    lodge_user: text('lodge_user'),
    lodge_pass_enc: text('lodge_pass_enc'),
    lodge_api_key_enc: text('lodge_api_key_enc'),
    lodge_api_token_enc: text('lodge_api_token_enc'),

    // Site appearance (docs/spec/settings-billing-admin.md §2): images are rows of `files`; the video is the page URL
    // as typed.
    logo_file_id: integer('logo_file_id'),
    profile_image_file_id: integer('profile_image_file_id'),
    video: text('video').notNull().default(''),

    // Mail settings (docs/spec/settings-billing-admin.md §2): 0 the product sends, 1 the adviser's own email client
    // (`mail_client` picks which).
    mailto: smallint('mailto').notNull().default(0),
    mail_client: text('mail_client', { enum: ['default', 'gmail', 'outlook'] })
      .notNull()
      .default('default'),
    /** null means the product's default message (broker/default-personal-message). */
    personal_message: text('personal_message'),
    email_disclaimer: text('email_disclaimer').notNull().default(''),
    /**
     * Days between document reminders to a client with outstanding requests, counted from the invitation and then from
     * each reminder ('2,5,10': the first two days after the invitation, the next five days later …); '' sends none.
     */
    reminder_days: text('reminder_days').notNull().default('2,5,10'),
    /** Clients may upload Word and Excel files as documents too (PDF and images always). */
    documents_allow_office: boolean('documents_allow_office').notNull().default(false),
    lead_capture_enabled: boolean('lead_capture_enabled').notNull().default(false),

    // Billing (filled by the billing module; terminate-billing clears the subscription).
    stripe_customer_id: text('stripe_customer_id'),
    plan: text('plan', { enum: ['standard', 'pro'] }),
    subscription_status: text('subscription_status'),
    subscription_ends_at: date('subscription_ends_at', { mode: 'string' }),
    recent_billing_date: date('recent_billing_date', { mode: 'string' }),
    /** The provider's subscription, its end of period choice, the card on file (docs/decisions/020). */
    stripe_subscription_id: text('stripe_subscription_id'),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    /** The last payment failed and the provider is retrying: a banner asks for another card. */
    payment_failed_at: timestamp('payment_failed_at', { withTimezone: true }),
    /** When the trial-end job moved this adviser to Free (set once per trial end). */
    trial_ended_at: timestamp('trial_ended_at', { withTimezone: true }),
    /** When the subscription columns were last reconciled from the provider's object. */
    billing_synced_at: timestamp('billing_synced_at', { withTimezone: true }),
    /** Paying: a subscription that is active, or past due while the provider retries (derived, indexed). */
    is_paying: boolean('is_paying').generatedAlwaysAs(
      sql`coalesce(subscription_status in ('active', 'past_due'), false)`,
    ),

    /** Clients this adviser added in the past 30 days; kept current on create and by an hourly job. */
    recent_clients_count: integer('recent_clients_count').notNull().default(0),
    /** Derived by the advisers_derive trigger from the user and this row: list search and sort keys. */
    sort_name: text('sort_name').notNull().default(''),
    sort_email: text('sort_email').notNull().default(''),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('advisers_user_uq').on(t.user_id),
    uniqueIndex('advisers_referral_code_uq').on(t.referral_code),
    index('advisers_kind_created_idx').on(t.kind, t.created_at, t.id).where(sql`${t.deleted_at} is null`),
    ...(
      [
        'sort_name',
        'sort_email',
        'recent_clients_count',
        'registered_at',
        'trial_end_date',
        'is_paying',
        'referrer_code',
        'source',
      ] as const
    ).map((col) => index(`advisers_kind_${col}_idx`).on(t.kind, t[col], t.id).where(sql`${t.deleted_at} is null`)),
    index('advisers_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('advisers_referrer_idx').on(t.referrer_adviser_id),
    uniqueIndex('advisers_stripe_customer_uq').on(t.stripe_customer_id).where(sql`${t.stripe_customer_id} is not null`),
  ],
);
