import { AUSTRALIA_ID, COUNTRIES, type FieldData, STATES } from '@brokerdesk/contract/constants';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const nameOf = (list: readonly { id: number; name: string }[], id: unknown) =>
  list.find((o) => o.id === id)?.name ?? '';

/**
 * An address item as one line a geocoder and a person can read: '14/22 Crown Street, Surry Hills NSW 2010'.
 * The country is added only when it is not Australia (blank means Australia, address.ts).
 */
export function formatAddress(data: FieldData): string {
  // docs/spec/core-and-application.md §3 state 9 is 'Other': not a place name a geocoder or a reader could use.
  const state = data.state === 9 ? '' : nameOf(STATES, data.state);
  const locality = [text(data.suburb), state, text(data.postcode)].filter(Boolean).join(' ');
  const country = data.country && data.country !== AUSTRALIA_ID ? nameOf(COUNTRIES, data.country) : '';
  return [text(data.line1), text(data.line2), locality, country].filter(Boolean).join(', ');
}
