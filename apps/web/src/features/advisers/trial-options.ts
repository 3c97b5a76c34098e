import { TRIAL_DURATIONS } from '@brokerdesk/contract/constants';

/**
 * docs/spec/core-and-application.md §2, docs/spec/settings-billing-admin.md §9: the durations and their negatives,
 * grouped so extending and shortening read apart.
 */
export const TRIAL_OPTIONS = [
  { group: 'Extend', items: TRIAL_DURATIONS.map((d) => ({ value: d, label: d })) },
  { group: 'Shorten', items: TRIAL_DURATIONS.map((d) => ({ value: `-${d}`, label: `-${d} (shorten)` })) },
];
