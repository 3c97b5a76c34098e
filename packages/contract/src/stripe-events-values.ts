/** The webhook list answers an array (docs/spec/settings-billing-admin.md §7); its total is in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
