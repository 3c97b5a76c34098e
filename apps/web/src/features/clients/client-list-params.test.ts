import { describe, expect, it } from 'vitest';
import { LEADS_LIST_PATH } from '../../lib/paths';
import {
  buildClientListPath,
  type ClientListView,
  clientListQuery,
  DEFAULT_CLIENT_LIST_VIEW,
  parseClientListParams,
  sortClientsBy,
  withClientFilter,
} from './client-list-params';
import { CLIENT_LIST_SEARCH_PATTERN } from './client-routes';

/** The route's params as react-router gives them for a path of the client-list-search pattern. */
function paramsOf(path: string) {
  const names = CLIENT_LIST_SEARCH_PATTERN.split('/').slice(2);
  const values = path.split('/').slice(3);
  return Object.fromEntries(names.map((n, i) => [n.slice(1), values[i] && decodeURIComponent(values[i])]));
}

const view = (patch: Partial<ClientListView>): ClientListView => ({ ...DEFAULT_CLIENT_LIST_VIEW, ...patch });

describe('client list URL params', () => {
  it('defaults to active clients of any status and access, latest activity first, 50 a page', () => {
    expect(DEFAULT_CLIENT_LIST_VIEW).toEqual({
      query: '',
      clientType: 'active',
      status: 'all',
      access: 'all',
      orderBy: 'last_activity_timestamp',
      orderType: 'desc',
      limit: 50,
      offset: 0,
    });
    expect(buildClientListPath(DEFAULT_CLIENT_LIST_VIEW)).toBe('/client/list');
  });

  it('puts every part of the view in the path and reads it back unchanged', () => {
    const views = [
      view({ query: 'Wright & Co', clientType: 'archived', status: 'in-progress', access: 'invited' }),
      view({ orderBy: 'name', orderType: 'asc', limit: 20, offset: 40 }),
      view({ clientType: 'lead', status: 'lodged', access: 'none', orderBy: 'created_at', orderType: 'desc' }),
      view({ access: 'active', orderBy: 'status', orderType: 'desc' }),
    ];
    for (const v of views) {
      const path = buildClientListPath(v);
      expect(path).toMatch(/^\/client\/list-search\//);
      expect(parseClientListParams(paramsOf(path))).toEqual(v);
    }
    expect(buildClientListPath(views[0] as ClientListView)).toBe(
      '/client/list-search/Wright%20%26%20Co/archived/in-progress/invited/last_activity_timestamp.desc/50/0',
    );
  });

  it('uses the empty-search marker when there is no search text', () => {
    const path = buildClientListPath(view({ status: 'submitted' }));
    expect(path).toBe('/client/list-search/-/active/submitted/all/last_activity_timestamp.desc/50/0');
    expect(parseClientListParams(paramsOf(path)).query).toBe('');
  });

  it('falls back to the default of each part a hand-edited link gets wrong, keeping the rest', () => {
    const parsed = parseClientListParams({
      query: 'smith',
      clientType: 'deleted',
      status: 'done',
      access: 'invited',
      orderBy: 'password.sideways',
      limit: '5000',
      offset: '-3',
    });
    expect(parsed).toEqual(view({ query: 'smith', access: 'invited' }));
    expect(parseClientListParams({ orderBy: 'name' })).toMatchObject({ orderBy: 'name', orderType: 'desc' });
  });

  it('sorts a new column in its natural direction, flips the same column, and goes back to page 1', () => {
    const paged = view({ offset: 100 });
    expect(sortClientsBy(paged, 'name')).toMatchObject({ orderBy: 'name', orderType: 'asc', offset: 0 });
    expect(sortClientsBy(paged, 'created_at')).toMatchObject({ orderBy: 'created_at', orderType: 'desc', offset: 0 });
    expect(sortClientsBy(paged, 'last_activity_timestamp')).toMatchObject({ orderType: 'asc', offset: 0 });
    const byName = sortClientsBy(paged, 'name');
    expect(sortClientsBy(byName, 'name').orderType).toBe('desc');
  });

  it('starts a search or a filter from the first page, keeping the sort and the other filters', () => {
    const v = view({ orderBy: 'name', orderType: 'asc', status: 'submitted', offset: 50 });
    expect(withClientFilter(v, { query: '  0412 ' })).toEqual({ ...v, query: '0412', offset: 0 });
    expect(withClientFilter(v, { access: 'none' })).toEqual({ ...v, access: 'none', offset: 0 });
  });

  it('asks the API for exactly the view', () => {
    const v = view({ query: 'x', clientType: 'lead', orderBy: 'status', orderType: 'asc', offset: 50 });
    expect(clientListQuery(v)).toEqual({
      query: 'x',
      clientType: 'lead',
      status: 'all',
      access: 'all',
      orderBy: 'status',
      orderType: 'asc',
      limit: 50,
      offset: 50,
    });
  });
});

describe('the leads list address the shell links to', () => {
  it('is the client list of leads, newest first', () => {
    expect(buildClientListPath(view({ clientType: 'lead', orderBy: 'created_at', orderType: 'desc' }))).toBe(
      LEADS_LIST_PATH,
    );
  });
});
