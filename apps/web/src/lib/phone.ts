import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers are stored in E.164 and shown in Australian national format (docs/spec/core-and-application.md §5:
 * 02/03/07/08, 04, +61).
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, 'AU');
  if (!parsed) return value;
  return parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * Groups digits while the user types, by Australian patterns (docs/spec/core-and-application.md §5;
 * docs/spec/settings-billing-admin.md §5).
 */
export function formatPhoneAsYouType(value: string): string {
  return new AsYouType('AU').input(value);
}

/** The E.164 form to store, or null when the number is not a possible phone number. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'AU');
  return parsed?.isPossible() ? parsed.number : null;
}
