import {
  BrokerListQuerySchema,
  EMPTY_QUERY_MARKER,
  FeedbackListQuerySchema,
  PlannerListQuerySchema,
} from '@brokerdesk/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  atPage,
  buildListPath,
  defaultListQuery,
  listSearchPattern,
  pageCount,
  pageOf,
  parseListParams,
  toggleSort,
  withSearch,
} from './list-params';

const brokerDefaults = defaultListQuery(BrokerListQuerySchema);

/** What the router hands the page for a path (matchRoutes decodes the path as the router does). */
const paramsOf = (path: string) => matchRoutes([{ path: `/${listSearchPattern('broker')}` }], path)?.[0]?.params ?? {};

describe('list URL <-> view', () => {
  it('the plain list route is the spec default view (created_at descending, 50 from 0)', () => {
    expect(parseListParams(BrokerListQuerySchema, {})).toEqual({
      query: '',
      orderBy: 'created_at',
      orderType: 'desc',
      limit: 50,
      offset: 0,
    });
    expect(defaultListQuery(FeedbackListQuerySchema).orderBy).toBe('date');
  });

  it('reads every part of list-search, with the marker meaning no search', () => {
    expect(parseListParams(BrokerListQuerySchema, paramsOf('/broker/list-search/smith/email/asc/20/40'))).toEqual({
      query: 'smith',
      orderBy: 'email',
      orderType: 'asc',
      limit: 20,
      offset: 40,
    });
    const empty = parseListParams(
      BrokerListQuerySchema,
      paramsOf(`/broker/list-search/${EMPTY_QUERY_MARKER}/name/desc/50/0`),
    );
    expect(empty.query).toBe('');
  });

  it('falls back per part for a hand-edited link rather than failing', () => {
    const view = parseListParams(PlannerListQuerySchema, {
      query: 'ann',
      orderBy: 'paying', // brokers sort by it, planners do not
      orderType: 'sideways',
      limit: '5000',
      offset: '-3',
    });
    expect(view).toEqual({ query: 'ann', orderBy: 'created_at', orderType: 'desc', limit: 50, offset: 0 });
  });

  it('writes the empty search as the marker, and the default view as the plain list path', () => {
    expect(buildListPath('broker', brokerDefaults, brokerDefaults)).toBe('/broker/list');
    expect(buildListPath('broker', { ...brokerDefaults, orderBy: 'name', orderType: 'asc' }, brokerDefaults)).toBe(
      `/broker/list-search/${EMPTY_QUERY_MARKER}/name/asc/50/0`,
    );
    expect(buildListPath('planner', { ...brokerDefaults, query: '  jo  ' }, brokerDefaults)).toBe(
      '/planner/list-search/jo/created_at/desc/50/0',
    );
  });

  it('round-trips a search with spaces, slashes and symbols through the URL', () => {
    const view = { ...brokerDefaults, query: 'a/b & c%d?', orderBy: 'referrer' as const, offset: 100 };
    const path = buildListPath('broker', view, brokerDefaults);
    expect(path).toBe('/broker/list-search/a%2Fb%20%26%20c%25d%3F/referrer/desc/50/100');
    expect(parseListParams(BrokerListQuerySchema, paramsOf(path))).toEqual(view);
  });
});

describe('sorting and paging', () => {
  it('a header click sorts ascending, the next descending, and back; always from the first page', () => {
    const onPage3 = atPage(brokerDefaults, 3);
    expect(onPage3.offset).toBe(100);
    const asc = toggleSort(onPage3, 'name');
    expect(asc).toMatchObject({ orderBy: 'name', orderType: 'asc', offset: 0 });
    const desc = toggleSort(asc, 'name');
    expect(desc).toMatchObject({ orderBy: 'name', orderType: 'desc' });
    expect(toggleSort(desc, 'name').orderType).toBe('asc');
    expect(toggleSort(desc, 'email')).toMatchObject({ orderBy: 'email', orderType: 'asc' });
  });

  it('a new search keeps the sort and starts from the first page', () => {
    const view = { ...brokerDefaults, orderBy: 'email' as const, offset: 150 };
    expect(withSearch(view, ' kim ')).toMatchObject({ query: 'kim', orderBy: 'email', offset: 0 });
  });

  it('numbers pages from 1', () => {
    expect(pageOf({ ...brokerDefaults, offset: 100 })).toBe(3);
    expect(pageCount(brokerDefaults, 0)).toBe(1);
    expect(pageCount(brokerDefaults, 101)).toBe(3);
  });
});
