import { AsYouType } from 'libphonenumber-js/min';

/**
 * Phone numbers are stored in E.164 and shown in Australian national format (docs/spec/core-and-application.md §5:
 * 02/03/07/08, 04, +61). Showing one is the contract's formatPhone, as the server's emails and headers show it;
 * whether a typed number is valid is the contract's toE164, the one check the server applies too.
 */
export { formatPhone } from '@brokerdesk/contract/constants';

/**
 * Groups digits while the user types, by Australian patterns (docs/spec/core-and-application.md §5;
 * docs/spec/settings-billing-admin.md §5).
 */
export function formatPhoneAsYouType(value: string): string {
  return new AsYouType('AU').input(value);
}
