import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString as parseWithFullMetadata } from 'libphonenumber-js/max';

/** E.164 in storage; Australian national format for people (docs/spec/core-and-application.md §5 phone patterns). */
export function formatPhoneForDisplay(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164, 'AU');
  if (!parsed) return e164;
  return parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A number as typed (Australian patterns by default, any country with its +code) in E.164, or null when it is
 * not a valid number. Full metadata here: the server checks numbers properly, the web only formats them.
 */
export function toE164(typed: string): string | null {
  const parsed = parseWithFullMetadata(typed, 'AU');
  return parsed?.isValid() ? parsed.number : null;
}
