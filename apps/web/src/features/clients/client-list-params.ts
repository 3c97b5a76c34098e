import {
  type CLIENT_SORTS,
  type ClientAccess,
  ClientListQuerySchema,
  type ClientStatus,
  type ClientType,
  EMPTY_QUERY_MARKER,
  type OrderType,
} from '@brokerdesk/contract';
import type { ListQuery } from '../../lib/list-params';
import { CLIENT_LIST_PATH } from '../../lib/paths';

/**
 * The client list keeps its whole view in the URL (docs/spec/core-and-application.md §2 client-list-search: query,
 * clientType, status, access, orderBy, limit, offset), so back/forward and a pasted link restore it. The route has no
 * orderType of its own, so the direction rides on orderBy as `name.asc` or `created_at.desc`; a bare column means the
 * contract's default direction. `/client/list` is the default view.
 */
export type ClientSort = (typeof CLIENT_SORTS)[number];

export interface ClientListView extends ListQuery<ClientSort> {
  clientType: ClientType;
  status: 'all' | ClientStatus;
  access: 'all' | ClientAccess;
}

const FIELDS = ['query', 'clientType', 'status', 'access', 'orderBy', 'orderType', 'limit', 'offset'] as const;

/** Route params to the view; a part that is missing or invalid (a hand-edited link) falls back to its default. */
export function parseClientListParams(params: Partial<Record<string, string | undefined>>): ClientListView {
  const [orderBy, orderType] = (params.orderBy ?? '').split('.');
  const raw: Record<(typeof FIELDS)[number], unknown> = {
    query: params.query === EMPTY_QUERY_MARKER ? undefined : params.query,
    clientType: params.clientType,
    status: params.status,
    access: params.access,
    orderBy: orderBy || undefined,
    orderType: orderType || undefined,
    limit: params.limit,
    offset: params.offset,
  };
  const view: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const field = ClientListQuerySchema.shape[key];
    const parsed = field.safeParse(raw[key]);
    view[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return view as unknown as ClientListView;
}

export const DEFAULT_CLIENT_LIST_VIEW: ClientListView = parseClientListParams({});

export function isDefaultView(view: ClientListView): boolean {
  return FIELDS.every((key) => view[key] === DEFAULT_CLIENT_LIST_VIEW[key]);
}

/** The view to its URL: the plain list path when it is the default view. */
export function buildClientListPath(view: ClientListView): string {
  if (isDefaultView(view)) return CLIENT_LIST_PATH;
  const query = encodeURIComponent(view.query.trim() || EMPTY_QUERY_MARKER);
  const parts = [
    view.clientType,
    view.status,
    view.access,
    `${view.orderBy}.${view.orderType}`,
    view.limit,
    view.offset,
  ];
  return `/client/list-search/${query}/${parts.join('/')}`;
}

/** What GET client/list is asked for this view. */
export function clientListQuery(view: ClientListView) {
  const { query, clientType, status, access, orderBy, orderType, limit, offset } = view;
  return { query, clientType, status, access, orderBy, orderType, limit, offset };
}

/** Names and statuses read A→Z first; dates newest first, as a broker looks for recent work. */
const FIRST_DIRECTION: Record<ClientSort, OrderType> = {
  name: 'asc',
  status: 'asc',
  created_at: 'desc',
  last_activity_timestamp: 'desc',
};

/** A header click: the sorted column flips; another column starts in its natural direction; back to page 1. */
export function sortClientsBy(view: ClientListView, column: ClientSort): ClientListView {
  const orderType: OrderType =
    view.orderBy === column ? (view.orderType === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[column];
  return { ...view, orderBy: column, orderType, offset: 0 };
}

/** A new search or filter starts from the first page and keeps the sort. */
export function withClientFilter(
  view: ClientListView,
  patch: Partial<Pick<ClientListView, 'query' | 'clientType' | 'status' | 'access'>>,
): ClientListView {
  const query = patch.query === undefined ? view.query : patch.query.trim();
  return { ...view, ...patch, query, offset: 0 };
}
