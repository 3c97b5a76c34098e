import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 number as people read it (docs/spec/core-and-application.md §5 phone patterns): Australian numbers
 * in national format, others in international format, anything unparseable as it is. Formatting needs only the small
 * metadata, kept apart from toE164's full set so the pages that just show numbers do not download it.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164, 'AU');
  if (!parsed) return e164;
  return parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational();
}
