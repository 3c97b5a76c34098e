export const FEEDBACK_MAX_LENGTH = 5000;

export const FEEDBACK_SORTS = ['date', 'user-type', 'broker-name', 'client-name'] as const;

/**
 * A search counts its matches up to this many; beyond it the total reads "1,000+" (docs/decisions/006): an
 * exact count of a common word would re-read every matching message.
 */
export const FEEDBACK_SEARCH_COUNT_CAP = 1000;
