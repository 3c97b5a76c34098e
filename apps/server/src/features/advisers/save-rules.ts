import {
  AGGREGATORS,
  type AdviserDetail,
  type AdviserKind,
  type AdviserSaveKey,
  BROKER_SAVE_KEYS,
  COUNTRIES,
  CRN_TYPES,
  DEFAULT_PERSONAL_MESSAGE,
  MAIL_CLIENTS,
  isStorableText,
  MESSAGES,
  PLANNER_SAVE_KEYS,
  STATES,
  toE164,
} from '@brokerdesk/contract';
import { invalid } from '../../errors';
import type { AdviserSettingsUpdate } from './adviser-settings.repo';

/**
 * One rule per key that broker/save and planner/save accept (docs/spec/core-and-application.md §5,
 * docs/spec/settings-billing-admin.md §5): which column it writes and how a value is checked and normalised. A value
 * that fails answers 400 naming the key and is not saved. Flags are JSON booleans except header_text and mailto, which
 * keep the spec's 0/1.
 */
export type StoredValue = string | number | boolean | null;

export interface SaveRule {
  column: keyof AdviserSettingsUpdate;
  /** The value as the API receives it, checked, into what the column stores. */
  parse: (value: unknown, field: string) => StoredValue;
  /** The stored value as the detail shows it, when the two differ (for the `previous` check). */
  show?: (stored: StoredValue) => unknown;
  /** Stored encrypted and never shown (only `<key>_set`); `previous` cannot be compared. */
  secret?: boolean;
  /** Only while the lodgement options are available (aggregator 5 or 30; admin, trial or Pro). */
  lodgement?: boolean;
}

const tooLong = (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en-AU')} characters.`;

/** Text is trimmed and capped; null reads as empty, since these columns hold no null. */
function text(value: unknown, field: string, label: string, max: number): string {
  if (value === null) return '';
  if (typeof value !== 'string') throw invalid(MESSAGES.invalidValue, field);
  if (!isStorableText(value)) throw invalid(MESSAGES.unstorableText, field);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(tooLong(label, max), field);
  return trimmed;
}

const plainText =
  (label: string, max: number): SaveRule['parse'] =>
  (value, field) =>
    text(value, field, label, max);

/**
 * docs/spec/core-and-application.md §5, docs/spec/settings-billing-admin.md §5: Australian patterns by default, any
 * country with its +code; stored in E.164.
 */
const phone =
  (message: string): SaveRule['parse'] =>
  (value, field) => {
    const typed = text(value, field, 'A phone number', 40);
    if (typed === '') return '';
    const e164 = toE164(typed);
    if (e164 === null) throw invalid(message, field);
    return e164;
  };

/** A choice from a fixed list of ids; null clears it where the field may be empty. */
const choice =
  (ids: readonly number[], nullable: boolean): SaveRule['parse'] =>
  (value, field) => {
    if (value === null && nullable) return null;
    if (typeof value !== 'number' || !ids.includes(value)) throw invalid(MESSAGES.invalidChoice, field);
    return value;
  };

const flag: SaveRule['parse'] = (value, field) => {
  if (typeof value !== 'boolean') throw invalid(MESSAGES.invalidValue, field);
  return value;
};

const postcode: SaveRule['parse'] = (value, field) => {
  const typed = text(value, field, 'Postcode', 100);
  if (typed !== '' && !/^\d{1,10}$/.test(typed)) throw invalid(MESSAGES.invalidPostcode, field);
  return typed;
};

const afsl: SaveRule['parse'] = (value, field) => {
  const typed = text(value, field, 'AFSL number', 100);
  if (typed !== '' && !/^\d{6}$/.test(typed)) throw invalid(MESSAGES.afslSixDigits, field);
  return typed;
};

/** A web address; one typed without a scheme ('www.example.com.au') is taken as https. */
const url: SaveRule['parse'] = (value, field) => {
  const typed = text(value, field, 'Website', 500);
  if (typed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  try {
    const parsed = new URL(withScheme);
    if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.') || /\s/.test(typed)) {
      throw new Error('not a web address');
    }
    return withScheme;
  } catch {
    throw invalid(MESSAGES.invalidUrl, field);
  }
};

const colour: SaveRule['parse'] = (value, field) => {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value.trim())) throw invalid(MESSAGES.invalidColour, field);
  return value.trim().toLowerCase();
};

/**
 * An empty personal message means the default one (docs/spec/settings-billing-admin.md §2: reset to the default
 * message).
 */
/** Empty, or the default text itself (the page's reset), stores null: the adviser then follows the default. */
const personalMessage: SaveRule['parse'] = (value, field) => {
  const message = text(value, field, 'The personal message', 5000);
  return message && message !== DEFAULT_PERSONAL_MESSAGE.trim() ? message : null;
};

/** Lodgement values: an empty one clears what was stored. */
const lodgementText =
  (label: string): SaveRule['parse'] =>
  (value, field) =>
    text(value, field, label, 500) || null;

const ids = (list: readonly { id: number }[]) => list.map((o) => o.id);
const disclaimer: SaveRule = { column: 'email_disclaimer', parse: plainText('The email disclaimer', 5000) };

export const SAVE_RULES: Record<AdviserSaveKey, SaveRule> = {
  company: { column: 'company', parse: plainText('Company', 200) },
  address1: { column: 'address1', parse: plainText('Address line 1', 200) },
  address2: { column: 'address2', parse: plainText('Address line 2', 200) },
  city: { column: 'city', parse: plainText('City', 100) },
  postcode: { column: 'postcode', parse: postcode },
  state_id: { column: 'state_id', parse: choice(ids(STATES), true) },
  country_id: { column: 'country_id', parse: choice(ids(COUNTRIES), true) },
  phone_office: { column: 'phone_office', parse: phone(MESSAGES.invalidPhone) },
  phone_mobile: { column: 'phone_mobile', parse: phone(MESSAGES.invalidPhone) },
  fax: { column: 'fax', parse: phone(MESSAGES.invalidFax) },
  url: { column: 'url', parse: url },
  afsl_number: { column: 'afsl_number', parse: afsl },
  crn: { column: 'crn', parse: plainText('Credit representative number', 50) },
  crn_type: { column: 'crn_type', parse: choice(ids(CRN_TYPES), true) },
  aggregator_id: { column: 'aggregator_id', parse: choice(ids(AGGREGATORS), true) },
  lodge_user: {
    column: 'lodge_user',
    parse: (value, field) => text(value, field, 'Username', 200) || null,
    show: (stored) => stored ?? '',
    lodgement: true,
  },
  lodge_pass: { column: 'lodge_pass_enc', parse: lodgementText('Password'), secret: true, lodgement: true },
  lodge_api_key: { column: 'lodge_api_key_enc', parse: lodgementText('API key'), secret: true, lodgement: true },
  lodge_api_token: { column: 'lodge_api_token_enc', parse: lodgementText('API token'), secret: true, lodgement: true },
  header_text: { column: 'header_text', parse: choice([0, 1], false) },
  header_background: { column: 'header_background', parse: colour },
  // The appearance page turns the link into a YouTube id; only the text as typed is stored here.
  video: { column: 'video', parse: plainText('The video link', 500) },
  mailto: { column: 'mailto', parse: choice([0, 1], false) },
  mail_client: {
    column: 'mail_client',
    parse: (value, field) => {
      if (!(MAIL_CLIENTS as readonly unknown[]).includes(value)) throw invalid(MESSAGES.invalidChoice, field);
      return value as string;
    },
  },
  personal_message: {
    column: 'personal_message',
    parse: personalMessage,
    show: (stored) => stored ?? DEFAULT_PERSONAL_MESSAGE,
  },
  email_disclaimer: disclaimer,
  // docs/spec/settings-billing-admin.md §2 Planner Account names the planner's disclaimer emailDisclaimer; it is the
  // same column.
  emailDisclaimer: disclaimer,
  lead_capture_enabled: { column: 'lead_capture_enabled', parse: flag },
  should_show_landing: { column: 'should_show_landing', parse: flag },
};

const KEYS_BY_KIND: Record<AdviserKind, readonly string[]> = { broker: BROKER_SAVE_KEYS, planner: PLANNER_SAVE_KEYS };

/** The rule of a key this kind may save, or undefined (the save answers 400). */
export function saveRuleFor(kind: AdviserKind, key: string): SaveRule | undefined {
  return KEYS_BY_KIND[kind].includes(key) ? SAVE_RULES[key as AdviserSaveKey] : undefined;
}

/** What the detail shows for a key: the planner's emailDisclaimer is the detail's email_disclaimer. */
export function shownValue(detail: AdviserDetail, key: AdviserSaveKey): unknown {
  return detail[(key === 'emailDisclaimer' ? 'email_disclaimer' : key) as keyof AdviserDetail];
}

/**
 * Whether the `previous` an editor sent is what is stored, compared as the API shows it: equal as sent, or equal
 * once normalised by the key's rule (a phone sent as typed, '0412 345 678', is the stored +61412345678).
 */
export function matchesShown(rule: SaveRule, shown: unknown, previous: unknown): boolean {
  if (Object.is(shown, previous)) return true;
  try {
    const stored = rule.parse(previous, 'previous');
    return Object.is(shown, rule.show ? rule.show(stored) : stored);
  } catch {
    return false;
  }
}
