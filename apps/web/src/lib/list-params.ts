import { DEFAULT_PAGE_SIZE, EMPTY_QUERY_MARKER, type OrderType } from '@brokerdesk/contract/constants';
import type { z } from 'zod';

/**
 * A searchable, sortable, paged admin list keeps its whole view in the URL (docs/spec/core-and-application.md §2 Broker
 * list: broker-list-search carries query, orderBy, orderType, limit and offset), so back/forward and a pasted link
 * restore it.
 * `{base}/list` is the default view; `{base}/list-search/:query/:orderBy/:orderType/:limit/:offset` any other.
 */
export interface ListQuery<S extends string = string> {
  query: string;
  orderBy: S;
  orderType: OrderType;
  limit: number;
  offset: number;
}

const LIST_KEYS = ['query', 'orderBy', 'orderType', 'limit', 'offset'] as const;
type ListKey = (typeof LIST_KEYS)[number];

/** A contract list-query schema (e.g. BrokerListQuerySchema): each field validates and defaults on its own. */
export type ListQuerySchema = z.ZodObject<{
  query: z.ZodType<string>;
  orderBy: z.ZodType<string>;
  orderType: z.ZodType<OrderType>;
  limit: z.ZodType<number>;
  offset: z.ZodType<number>;
}>;

/** The route path pattern of the list-search route under a base ('broker' gives broker/list-search/...). */
export const listSearchPattern = (base: string) => `${base}/list-search/:query/:orderBy/:orderType/:limit/:offset`;

/**
 * Route params to the view. A part that is missing or invalid (a hand-edited link) falls back to its default
 * rather than failing the whole page; the empty-search marker means no search.
 */
export function parseListParams<T extends ListQuerySchema>(
  schema: T,
  params: Partial<Record<string, string | undefined>>,
): z.output<T> {
  const raw: Record<ListKey, unknown> = {
    query: params.query === EMPTY_QUERY_MARKER ? undefined : params.query,
    orderBy: params.orderBy,
    orderType: params.orderType,
    limit: params.limit,
    offset: params.offset,
  };
  const view: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    const field = schema.shape[key];
    const parsed = field.safeParse(raw[key]);
    view[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return view as z.output<T>;
}

/** The view to its URL under `/{base}`: the plain list path when it is the default view. */
export function buildListPath(base: string, view: ListQuery, defaults: ListQuery): string {
  const isDefault = LIST_KEYS.every((key) => view[key] === defaults[key]);
  if (isDefault) return `/${base}/list`;
  const query = encodeURIComponent(view.query.trim() || EMPTY_QUERY_MARKER);
  return `/${base}/list-search/${query}/${view.orderBy}/${view.orderType}/${view.limit}/${view.offset}`;
}

/** The default view a schema describes (no search, default sort, first page). */
export function defaultListQuery<T extends ListQuerySchema>(schema: T): z.output<T> {
  return parseListParams(schema, {});
}

/**
 * A header click: the sorted column flips between ascending and descending; another column starts ascending.
 * Either way the list goes back to its first page.
 */
export function toggleSort<V extends ListQuery>(view: V, column: V['orderBy']): V {
  const orderType: OrderType = view.orderBy === column && view.orderType === 'asc' ? 'desc' : 'asc';
  return { ...view, orderBy: column, orderType, offset: 0 };
}

/** A new search starts from the first page and keeps the sort. */
export function withSearch<V extends ListQuery>(view: V, query: string): V {
  return { ...view, query: query.trim(), offset: 0 };
}

/** Pages are numbered from 1 for Mantine's Pagination. */
export const pageOf = (view: ListQuery) => Math.floor(view.offset / (view.limit || DEFAULT_PAGE_SIZE)) + 1;
export const pageCount = (view: ListQuery, total: number) => Math.max(1, Math.ceil(total / view.limit));
export const atPage = <V extends ListQuery>(view: V, page: number): V => ({ ...view, offset: (page - 1) * view.limit });
