import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** E.164 in storage; Australian national format for people (core §5 phone patterns). */
export function formatPhoneForDisplay(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164, 'AU');
  if (!parsed) return e164;
  return parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational();
}
