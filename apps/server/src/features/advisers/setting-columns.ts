import { ADVISER_SETTING_FIELDS, type AdviserSaveKey, DEFAULT_PERSONAL_MESSAGE } from '@brokerdesk/contract';
import type { AdviserSettingsRow, AdviserSettingsUpdate } from '../../accounts/adviser-settings.repo';
import { parseFieldValue } from '../../field-values';

/**
 * Where each key of broker/save and planner/save is stored. How a value is checked and normalised is the key's
 * contract rule (ADVISER_SETTING_FIELDS, read by field-values.ts like the fact-find's keys); what is left here is
 * storage: the column, what it holds for no answer, how the detail shows it, and which keys are secrets or belong to
 * the lodgement section (docs/spec/core-and-application.md §2, §9; docs/spec/settings-billing-admin.md §2, §5).
 */
export type StoredValue = string | number | boolean | null;

export interface SettingColumn {
  column: keyof AdviserSettingsUpdate & keyof AdviserSettingsRow;
  /** What the column holds for no answer: '' in the text columns that hold no null, else null. */
  empty: '' | null;
  /** The stored value as the detail shows it, when the two differ (for the `previous` check). */
  show?: (stored: StoredValue) => unknown;
  /** Stored encrypted and never shown (only `<key>_set`); `previous` cannot be compared. */
  secret?: true;
  /** Only while the lodgement options are available (aggregator 5 or 30; admin, trial or Pro). */
  lodgement?: true;
}

const text = (column: SettingColumn['column']): SettingColumn => ({ column, empty: '' });
const nullable = (column: SettingColumn['column']): SettingColumn => ({ column, empty: null });
const lodgementSecret = (column: SettingColumn['column']): SettingColumn => ({
  column,
  empty: null,
  secret: true,
  lodgement: true,
});

export const SETTING_COLUMNS: Record<AdviserSaveKey, SettingColumn> = {
  company: text('company'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  postcode: text('postcode'),
  state_id: nullable('state_id'),
  country_id: nullable('country_id'),
  phone_office: text('phone_office'),
  phone_mobile: text('phone_mobile'),
  fax: text('fax'),
  url: text('url'),
  afsl_number: text('afsl_number'),
  crn: text('crn'),
  crn_type: nullable('crn_type'),
  aggregator_id: nullable('aggregator_id'),
  lodge_user: { column: 'lodge_user', empty: null, show: (stored) => stored ?? '', lodgement: true },
  lodge_pass: lodgementSecret('lodge_pass_enc'),
  lodge_api_key: lodgementSecret('lodge_api_key_enc'),
  lodge_api_token: lodgementSecret('lodge_api_token_enc'),
  header_text: nullable('header_text'),
  header_background: nullable('header_background'),
  video: text('video'),
  mailto: nullable('mailto'),
  mail_client: nullable('mail_client'),
  // No message of one's own is stored as none: the detail shows the default, which the adviser then follows.
  personal_message: { column: 'personal_message', empty: null, show: (stored) => stored ?? DEFAULT_PERSONAL_MESSAGE },
  email_disclaimer: text('email_disclaimer'),
  // docs/spec/settings-billing-admin.md §2 Planner Account names the planner's disclaimer emailDisclaimer; it is the
  // same column.
  emailDisclaimer: text('email_disclaimer'),
  lead_capture_enabled: nullable('lead_capture_enabled'),
  should_show_landing: nullable('should_show_landing'),
  reminder_days: text('reminder_days'),
  documents_allow_office: nullable('documents_allow_office'),
};

/** A parsed value as its column stores it: no answer becomes the column's empty value. */
export function toColumnValue(setting: SettingColumn, parsed: unknown): StoredValue {
  return parsed === null ? setting.empty : (parsed as StoredValue);
}

/** The settings of a row by key, as the rules across keys read them (the postcode and its country). */
export function settingData(row: AdviserSettingsRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(SETTING_COLUMNS).map(([key, setting]) => [key, setting.secret ? null : row[setting.column]]),
  );
}

/**
 * Whether the `previous` an editor sent is what is stored, compared as the API shows it: equal as sent, or equal
 * once read by the key's rule (a phone sent as typed, '0412 345 678', is the stored +61412345678).
 */
export function matchesShown(key: AdviserSaveKey, shown: unknown, previous: unknown): boolean {
  if (Object.is(shown, previous)) return true;
  const setting = SETTING_COLUMNS[key];
  try {
    const stored = toColumnValue(setting, parseFieldValue(ADVISER_SETTING_FIELDS[key], previous, 'previous'));
    return Object.is(shown, setting.show ? setting.show(stored) : stored);
  } catch {
    return false;
  }
}
