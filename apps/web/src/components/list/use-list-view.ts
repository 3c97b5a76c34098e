import { useNavigate, useParams } from 'react-router';
import {
  atPage,
  buildListPath,
  defaultListQuery,
  type ListQuery,
  type ListQuerySchema,
  parseListParams,
  toggleSort,
  withSearch,
} from '../../lib/list-params';

/**
 * A list page's view, read from its route (`/{base}/list` or `/{base}/list-search/...`), and the moves that
 * change it; each move is a navigation, so the browser history holds every view.
 */
export function useListView<T extends ListQuerySchema>(base: string, schema: T) {
  const navigate = useNavigate();
  // Typed by the list's own schema, so its sort keys reach the endpoint's query as the contract says them.
  const view = parseListParams(schema, useParams());
  const go = (next: ListQuery) => navigate(buildListPath(base, next, defaultListQuery(schema)));
  return {
    view,
    search: (query: string) => go(withSearch(view, query)),
    reset: () => navigate(`/${base}/list`),
    sort: (column: string) => go(toggleSort(view as ListQuery, column)),
    toPage: (page: number) => go(atPage(view, page)),
  };
}
