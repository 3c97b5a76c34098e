import { BROKER_SORTS, CLIENT_ACCESS, CLIENT_SORTS, CLIENT_STATUSES } from '@brokerdesk/contract';

/** Who a case signs in as: the administrator (admin lists) or the broker holding 20,000 clients. */
export type BenchActor = 'admin' | 'bigBroker';

/** One request the bench times. */
export interface BenchCase {
  name: string;
  url: string;
  as?: BenchActor;
  method?: 'GET' | 'POST';
  /** The body of the i-th request (an autosave types a new value each time). */
  body?: (i: number) => unknown;
  /** A request kept running, one after another, while this case is timed. */
  background?: BenchCase;
  /** This case's own ceiling for its API p95, in place of the lists' rule (SQL p95 x 1.5 + 5, under 50). */
  limitMs?: number;
}

/** What an administrator types: the start of a common surname; a word from feedback messages. */
export const ADVISER_SEARCH = 'mit';
export const FEEDBACK_SEARCH = 'upload';

const url = (path: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
};

/** Performance: the broker list (default, search, each sort, a deep page), planners and feedback. */
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

/** What a broker types: the start of a common surname (as the admin search), and the start of a mobile. */
export const CLIENT_SEARCH = 'mit';
export const CLIENT_PHONE_SEARCH = '0412 3';

/**
 * Performance: the big broker's own client list: the default view, a 3-letter search, each filter,
 * each sort, and deep pages (the status sort reads its own index ranges, so it has a deep page of its own).
 */
export function clientListCases(deepOffset: number): BenchCase[] {
  const clients = (q?: Record<string, string | number>) => url('/api/client/list', q);
  const as = 'bigBroker' as const;
  return [
    { name: 'clients: default (last activity desc)', url: clients() },
    { name: `clients: search "${CLIENT_SEARCH}"`, url: clients({ query: CLIENT_SEARCH }) },
    { name: `clients: search "${CLIENT_PHONE_SEARCH}"`, url: clients({ query: CLIENT_PHONE_SEARCH }) },
    ...(['archived', 'lead'] as const).map((clientType) => ({
      name: `clients: type ${clientType}`,
      url: clients({ clientType }),
    })),
    ...CLIENT_STATUSES.map((status) => ({ name: `clients: status ${status}`, url: clients({ status }) })),
    ...CLIENT_ACCESS.map((access) => ({ name: `clients: access ${access}`, url: clients({ access }) })),
    ...CLIENT_SORTS.map((orderBy) => ({
      name: `clients: sort ${orderBy} asc`,
      url: clients({ orderBy, orderType: 'asc' }),
    })),
    {
      name: `clients: page at offset ${deepOffset.toLocaleString('en-AU')}`,
      url: clients({ offset: deepOffset }),
    },
    {
      name: `clients: sort status, page at offset ${deepOffset.toLocaleString('en-AU')}`,
      url: clients({ orderBy: 'status', orderType: 'asc', offset: deepOffset }),
    },
  ].map((c) => ({ ...c, as }));
}

/**
 * Performance: one field of the big broker's client saved as a person types it (a new value each
 * time), idle (p95 under 20 ms) and while the client list is read without pause (under 40 ms).
 */
export function autosaveCases(clientId: number, applicantId: number): BenchCase[] {
  const save: BenchCase = {
    name: 'autosave: applicant/edit-person, idle',
    url: '/api/applicant/edit-person',
    as: 'bigBroker',
    method: 'POST',
    body: (i) => ({ clientId, applicantId, keyValueArr: [{ key: 'preferred_name', value: `Bench ${i}` }] }),
    limitMs: 20,
  };
  return [
    save,
    {
      ...save,
      name: `autosave: the same, while the client list is searched`,
      background: { name: 'list', url: url('/api/client/list', { query: CLIENT_SEARCH }), as: 'bigBroker' },
      limitMs: 40,
    },
  ];
}

/**
 * Under concurrency: the big broker's default client list and a 3-letter search, through real HTTP with
 * concurrent connections (load.ts), beside their statements replayed through a pool at the same concurrency.
 */
export function loadCases(): BenchCase[] {
  const as = 'bigBroker' as const;
  return [
    { name: 'http: clients default (last activity desc)', url: url('/api/client/list'), as },
    { name: `http: clients search "${CLIENT_SEARCH}"`, url: url('/api/client/list', { query: CLIENT_SEARCH }), as },
  ];
}
