import { toE164 } from '@brokerdesk/contract/constants';
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import australia from 'virtual:phone-metadata-au';

/**
 * Phone numbers are stored in E.164 and shown in Australian national format (docs/spec/core-and-application.md §5:
 * 02/03/07/08, 04, +61). The browser carries Australia's numbering plan only (build/phone-metadata.ts, under 1 KB gzipped
 * where every country’s is 19 KB): it formats and checks Australian numbers as the server does, and leaves a
 * number of another country as typed for the server to judge with the full plan (docs/decisions/049-first-paint.md).
 */

/** A number dialled abroad: `+` or Australia's international prefix 0011, then a country code other than 61. */
function otherCountry(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const international = /^(?:\+|0011)(\d+)$/.exec(compact);
  return international && !international[1]?.startsWith('61') ? `+${international[1]}` : null;
}

/**
 * A stored E.164 number as people read it: Australian numbers in national format (as the contract's formatPhone shows
 * them), other +61 numbers in international format, other countries' as stored.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164, 'AU', australia);
  if (!parsed) return e164;
  return parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * Groups digits while the user types, by Australian patterns (docs/spec/core-and-application.md §5;
 * docs/spec/settings-billing-admin.md §5); a number of another country stays as typed.
 */
export function formatPhoneAsYouType(value: string): string {
  if (otherCountry(value)) return value;
  return new AsYouType('AU', australia).input(value);
}

/**
 * What the browser expects the server to store for a typed number: the E.164 of an Australian number (null when it is
 * not one), or for another country's its digits after a `+`, which the server checks against that country's plan.
 */
export function phoneToStore(typed: string): string | null {
  return otherCountry(typed) ?? toE164(typed, australia);
}
