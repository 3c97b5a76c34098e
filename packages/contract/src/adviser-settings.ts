import { z } from 'zod';
import {
  atMostCharacters,
  booleanField,
  choiceField,
  colourField,
  countryField,
  digitsField,
  emailField,
  type FieldSpec,
  fieldOptions,
  phoneField,
  postcodeField,
  referenceField,
  stateField,
  textField,
  urlField,
} from './application/field-rules';
import { type AdviserKind, AdviserKindSchema } from './auth';
import { PRODUCT_NAME } from './constants';
import { isReminderDays } from './document-requests-values';
import { apiComponents } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';
import { AGGREGATORS, CRN_TYPES } from './reference-data';

/**
 * Broker and planner settings (docs/spec/core-and-application.md §2 Broker account page;
 * docs/spec/settings-billing-admin.md §2, §3, §7). One adviser core serves both: the planner endpoints are the broker
 * ones mounted under `planner/*` with `plannerId` for `brokerId`.
 */
/**
 * An uploaded image as the spec shows it: an object with its url (docs/spec/settings-billing-admin.md §3 logo,
 * profile_image).
 */
export const StoredImageSchema = z.object({ id: z.number(), url: z.string() });
export type StoredImage = z.infer<typeof StoredImageSchema>;

const MAIL_CLIENTS = ['default', 'gmail', 'outlook'] as const;
export const MailClientSchema = z.enum(MAIL_CLIENTS);
export type MailClient = z.infer<typeof MailClientSchema>;

/**
 * The personal message a fact-find invitation carries until the adviser writes their own
 * (docs/spec/settings-billing-admin.md §2 Mail Settings, 'reset to the default message'). The email adds the greeting
 * and the adviser's signature around it.
 */
export const DEFAULT_PERSONAL_MESSAGE = [
  'Thank you for the opportunity to help you. To get started, please complete your fact-find online using the secure link in this email. It covers your personal details, income, assets, liabilities and living expenses, and it is also where you can upload the documents we need.',
  'Your answers are saved as you go, so you can stop at any time and pick up where you left off. If anything is unclear, simply reply to this email or give me a call. I am happy to help.',
].join('\n\n');

/**
 * docs/spec/core-and-application.md §9: lodgement options show only for these aggregators (and only for admins, trials
 * or Pro).
 */
export const LODGEMENT_AGGREGATOR_IDS = [5, 30] as const;

/**
 * What broker/detail and planner/detail answer. Flags are JSON booleans except `header_text` and `mailto`, which
 * keep the spec's 0/1. Lodgement secrets are never sent back: only whether each is set.
 */
export const AdviserDetailSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: AdviserKindSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  postcode: z.string(),
  state_id: z.number().nullable(),
  country_id: z.number().nullable(),
  /** E.164 as stored; the page formats them by Australian patterns. */
  phone_office: z.string(),
  phone_mobile: z.string(),
  fax: z.string(),
  url: z.string(),
  crn: z.string(),
  /** 0 ACR, 1 ACL (docs/spec/core-and-application.md §9). */
  crn_type: z.number().nullable(),
  aggregator_id: z.number().nullable(),
  afsl_number: z.string(),
  /**
   * Whether this viewer may see and edit the lodgement section (docs/spec/core-and-application.md §2,
   * docs/spec/settings-billing-admin.md §6).
   */
  lodgement_available: z.boolean(),
  /**
   * Why not, when not: the aggregator offers no lodgement, or the plan does not include it (the Upload page's
   * option_on and allowed, by the same rule); null when available.
   */
  lodgement_unavailable_reason: z.enum(['no_aggregator', 'plan']).nullable(),
  lodge_user: z.string(),
  lodge_pass_set: z.boolean(),
  lodge_api_key_set: z.boolean(),
  lodge_api_token_set: z.boolean(),
  logo: StoredImageSchema.nullable(),
  profile_image: StoredImageSchema.nullable(),
  /** 0 white, 1 black. */
  header_text: z.number(),
  /** The chosen colour, or null when unset (the pages show their own defaults). */
  header_background: z.string().nullable(),
  video: z.string(),
  mailto: z.number(),
  mail_client: MailClientSchema,
  /** The message clients receive: the adviser's own, or the default when they have none. */
  personal_message: z.string(),
  personal_message_is_default: z.boolean(),
  email_disclaimer: z.string(),
  /**
   * docs/spec/settings-billing-admin.md §3 names the Planner's disclaimer `emailDisclaimer`: the same value under the
   * spec's other name.
   */
  emailDisclaimer: z.string(),
  lead_capture_enabled: z.boolean(),
  should_show_landing: z.boolean(),
  /** Days between document reminders ('2,5,10'; '' sends none). */
  reminder_days: z.string(),
  /** Clients may upload Word and Excel files as well. */
  documents_allow_office: z.boolean(),
  suspended: z.boolean(),
  free_access: z.boolean(),
  not_free_access: z.boolean(),
  trial_end_date: z.string().nullable(),
  trial_ended: z.boolean(),
  plan: z.enum(['standard', 'pro']).nullable(),
  /**
   * docs/spec/settings-billing-admin.md §3 Broker: subscription.stripe, the paid plan as the payment page reads it
   * (name, on_grace_period, ends_at: a cancelled plan's last day); null without a paid plan, with free access or
   * with billing off.
   */
  subscription: z.object({
    stripe: z
      .object({ name: z.enum(['standard', 'pro']), on_grace_period: z.boolean(), ends_at: z.string().nullable() })
      .nullable(),
  }),
  /**
   * docs/spec/core-and-application.md §4: the paid features (Templates, the paid application pages and actions) are
   * locked for this adviser.
   */
  locked: z.boolean(),
  /** The sign-up date (YYYY-MM-DD, business time zone) as the admin lists show it; created_at is the ISO instant. */
  registered_at: z.string(),
  created_at: z.string(),
  recent_clients_count: z.number(),
});
export type AdviserDetail = z.infer<typeof AdviserDetailSchema>;
// The broker and planner endpoints share it: named for what it is, not for the first endpoint bound to it.
apiComponents.add(AdviserDetailSchema, { id: 'AdviserDetail' });

export const BrokerIdQuerySchema = z.object({ brokerId: IdSchema });
export const PlannerIdQuerySchema = z.object({ plannerId: IdSchema });

/** Fields an adviser's own row holds; user/account saves the names and email. */
export const BROKER_SAVE_KEYS = [
  'company',
  'address1',
  'address2',
  'city',
  'postcode',
  'state_id',
  'country_id',
  'phone_office',
  'phone_mobile',
  'fax',
  'url',
  'crn',
  'crn_type',
  'aggregator_id',
  'lodge_user',
  'lodge_pass',
  'lodge_api_key',
  'lodge_api_token',
  'header_text',
  'header_background',
  'video',
  'mailto',
  'mail_client',
  'personal_message',
  'email_disclaimer',
  'lead_capture_enabled',
  'should_show_landing',
  'reminder_days',
  'documents_allow_office',
] as const;
/**
 * docs/spec/settings-billing-admin.md §2 Planner Account: `emailDisclaimer` is the spec's name for the planner's
 * disclaimer.
 */
export const PLANNER_SAVE_KEYS = [
  'company',
  'url',
  'afsl_number',
  'phone_mobile',
  'phone_office',
  'address1',
  'address2',
  'city',
  'postcode',
  'state_id',
  'country_id',
  'emailDisclaimer',
  'email_disclaimer',
  'header_text',
  'header_background',
  'video',
  'mailto',
  'mail_client',
  'personal_message',
  'should_show_landing',
  'reminder_days',
  'documents_allow_office',
] as const;
type BrokerSaveKey = (typeof BROKER_SAVE_KEYS)[number];
type PlannerSaveKey = (typeof PLANNER_SAVE_KEYS)[number];
export type AdviserSaveKey = BrokerSaveKey | PlannerSaveKey;

/**
 * A settings text as the account pages word it: a number or an object is 'not accepted here', and a long one names
 * the field ('Company can be at most 200 characters.').
 */
const MAIL_CLIENT_OPTIONS = fieldOptions<MailClient>([
  ['default', 'Default email app'],
  ['gmail', 'Gmail'],
  ['outlook', 'Outlook.com'],
]);

const settingText = (label: string, max: number) =>
  textField(label, { max, error: MESSAGES.invalidValue, tooLong: atMostCharacters(label, max) });

const personalMessage = settingText('The personal message', 5000);
const disclaimer = settingText('The email disclaimer', 5000);
const flag = (label: string) => booleanField(label, { error: MESSAGES.invalidValue, clearable: false });
const reminderDays = settingText('Days between reminders', 40);

/**
 * The rule of every key broker/save and planner/save accept (docs/spec/core-and-application.md §2, §5;
 * docs/spec/settings-billing-admin.md §2, §5), built like the fact-find's registries and read by the same parse on
 * the server: null and blank text clear a key unless it says it cannot be cleared (the flags and the 0/1 choices,
 * whose columns always hold one); phones are stored in E.164; the postcode follows the chosen country.
 */
export const ADVISER_SETTING_FIELDS = {
  company: settingText('Company', 200),
  address1: settingText('Address line 1', 200),
  address2: settingText('Address line 2', 200),
  city: settingText('City', 100),
  postcode: postcodeField('Postcode', { country: { key: 'country_id' } }),
  state_id: stateField('State'),
  country_id: countryField('Country'),
  phone_office: phoneField('Office phone'),
  phone_mobile: phoneField('Mobile phone'),
  fax: phoneField('Fax', { error: MESSAGES.invalidFax }),
  url: urlField('Website', { max: 500, error: MESSAGES.invalidValue, tooLong: atMostCharacters('Website', 500) }),
  /** docs/spec/settings-billing-admin.md §5: empty or exactly 6 digits. */
  afsl_number: digitsField('AFSL number', 6, { error: MESSAGES.afslSixDigits }),
  crn: settingText('Credit representative number', 50),
  crn_type: referenceField('Credit representative type', CRN_TYPES),
  aggregator_id: referenceField('Aggregator', AGGREGATORS),
  lodge_user: settingText('Username', 200),
  lodge_pass: settingText('Password', 500),
  lodge_api_key: settingText('API key', 500),
  lodge_api_token: settingText('API token', 500),
  header_text: referenceField(
    'Header text',
    [
      { id: 0, name: 'White' },
      { id: 1, name: 'Black' },
    ],
    { clearable: false },
  ),
  header_background: colourField('Header background'),
  // The appearance page turns the link into a YouTube id; only the text as typed is stored.
  video: settingText('The video link', 500),
  /** docs/spec/settings-billing-admin.md §2 Mail Settings: 0 the product sends, 1 the adviser's own email program. */
  mailto: referenceField(
    'Sending method',
    [
      { id: 0, name: `Send from ${PRODUCT_NAME}` },
      { id: 1, name: 'My own email program' },
    ],
    { clearable: false },
  ),
  mail_client: choiceField('Email program', MAIL_CLIENT_OPTIONS, { clearable: false }),
  /**
   * The default text itself (the page's reset, docs/spec/settings-billing-admin.md §2 Mail Settings) is no message of
   * one's own: like an empty one it is stored as none, and the adviser follows the default.
   */
  personal_message: {
    ...personalMessage,
    schema: personalMessage.schema.transform((m) => (m === DEFAULT_PERSONAL_MESSAGE.trim() ? null : m)),
  },
  email_disclaimer: disclaimer,
  /** docs/spec/settings-billing-admin.md §2 Planner Account: the spec's name for the planner's disclaimer. */
  emailDisclaimer: disclaimer,
  lead_capture_enabled: flag('Lead capture'),
  should_show_landing: flag('Landing page'),
  /** The documents issue: gaps in days between reminders, from the invitation then from each reminder; '' none. */
  reminder_days: {
    ...reminderDays,
    schema: reminderDays.schema.refine((v) => typeof v !== 'string' || isReminderDays(v), {
      error: MESSAGES.reminderDaysInvalid,
    }),
  },
  documents_allow_office: flag('Word and Excel files'),
} satisfies Record<AdviserSaveKey, FieldSpec>;

const SAVE_KEYS_BY_KIND: Record<AdviserKind, readonly string[]> = {
  broker: BROKER_SAVE_KEYS,
  planner: PLANNER_SAVE_KEYS,
};

/** Whether this kind of adviser saves the key (broker/save and planner/save answer 400 for any other). */
export function isAdviserSaveKey(kind: AdviserKind, key: string): key is AdviserSaveKey {
  return SAVE_KEYS_BY_KIND[kind].includes(key);
}

/**
 * A key/value autosave. `previous` is the value the editor last saw; when the stored value differs the save
 * changes nothing and answers 409 with the current value (two editors never silently overwrite each other).
 * The key is checked against the entity's editable keys and the value against that key's rule in the service.
 */
const KeyValueSaveSchema = z.object({
  key: text().min(1).max(64),
  value: z.unknown(),
  previous: z.unknown().optional(),
});
export const BrokerSaveSchema = KeyValueSaveSchema.extend({ brokerId: IdSchema });
export const PlannerSaveSchema = KeyValueSaveSchema.extend({ plannerId: IdSchema });

export const USER_ACCOUNT_KEYS = ['first_name', 'last_name', 'email'] as const;
export type UserAccountKey = (typeof USER_ACCOUNT_KEYS)[number];

const personName = (label: string) =>
  textField(label, {
    max: 100,
    error: MESSAGES.nameRequired,
    tooLong: atMostCharacters(label, 100),
    clearable: false,
  });

/** The names and login email of user/account and planner/user/account: none of them can be emptied. */
export const USER_ACCOUNT_FIELDS = {
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email: emailField('Email', { clearable: false }),
} satisfies Record<UserAccountKey, FieldSpec>;
export const UserAccountSaveSchema = KeyValueSaveSchema.extend({
  userId: IdSchema,
  /** Needed when one changes one's own login email (decision 016); an administrator changing another's needs none. */
  currentPassword: text().max(200).optional(),
  /** With two-step sign-in on, one's own change of login email also needs a code (decision 044's step-up). */
  code: text().trim().max(40).optional(),
});
export type UserAccountSave = z.infer<typeof UserAccountSaveSchema>;
apiComponents.add(UserAccountSaveSchema, { id: 'UserAccountSave' });

/**
 * docs/spec/settings-billing-admin.md §3 Planner user, as planner/user/detail answers it (the spec's camelCase keys).
 */
export const PlannerUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PlannerUser = z.infer<typeof PlannerUserSchema>;
export const UserIdQuerySchema = z.object({ userId: IdSchema });
