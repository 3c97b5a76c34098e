import { BROKER_SORTS } from '@brokerdesk/contract';

/** One request the bench times. */
export interface BenchCase {
  name: string;
  url: string;
}

/** What an administrator types: the start of a common surname; a word from feedback messages. */
export const ADVISER_SEARCH = 'mit';
export const FEEDBACK_SEARCH = 'upload';

const url = (path: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
};

/** Issue 3, Performance: the broker list (default, search, each sort, a deep page), planners and feedback. */
export function listCases(deepOffset: number): BenchCase[] {
  const brokers = (q?: Record<string, string | number>) => url('/api/broker/list', q);
  return [
    { name: 'brokers: default (created_at desc)', url: brokers() },
    { name: `brokers: search "${ADVISER_SEARCH}"`, url: brokers({ query: ADVISER_SEARCH }) },
    ...BROKER_SORTS.map((orderBy) => ({
      name: `brokers: sort ${orderBy} asc`,
      url: brokers({ orderBy, orderType: 'asc' }),
    })),
    { name: `brokers: page at offset ${deepOffset.toLocaleString('en-AU')}`, url: brokers({ offset: deepOffset }) },
    { name: 'planners: default', url: url('/api/planner/list') },
    { name: `planners: search "${ADVISER_SEARCH}"`, url: url('/api/planner/list', { query: ADVISER_SEARCH }) },
    { name: 'feedback: default (date desc)', url: url('/api/feedback/data') },
    { name: `feedback: search "${FEEDBACK_SEARCH}"`, url: url('/api/feedback/data', { query: FEEDBACK_SEARCH }) },
  ];
}
