import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The one reading of a typed phone number, for server and browser alike (docs/spec/core-and-application.md §5:
 * Australian patterns by default, any country with its +code): the E.164 form that is stored, or null when it is not
 * a valid number. The full metadata is needed for 'valid' (each country's number ranges; the smaller sets only check
 * lengths), so the browser loads this only with the forms that check a number before sending it. No zod here: the
 * module stays a pure function any entry of the contract can carry.
 */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'AU');
  return parsed?.isValid() ? parsed.number : null;
}
