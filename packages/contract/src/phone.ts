import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';

/**
 * The one reading of a typed phone number, for server and browser alike (docs/spec/core-and-application.md §5:
 * Australian patterns by default, any country with its +code): the E.164 form that is stored, or null when it is not
 * a valid number. `metadata` is the numbering plan to judge by. The server passes the full set
 * (`libphonenumber-js/max/metadata`: each country's number ranges), so it stores only real numbers. The browser passes
 * the small set it already carries to format numbers (`libphonenumber-js/min/metadata`: lengths only), so its check
 * before sending costs no download and never refuses a number the server would take; the server has the last word.
 * No zod here: the module stays a pure function any entry of the contract can carry.
 */
export function toE164(typed: string, metadata: MetadataJson): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'AU', metadata);
  return parsed?.isValid() ? parsed.number : null;
}
