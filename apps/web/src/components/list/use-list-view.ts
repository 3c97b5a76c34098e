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
export function useListView(base: string, schema: ListQuerySchema) {
  const navigate = useNavigate();
  const view: ListQuery = parseListParams(schema, useParams());
  const go = (next: ListQuery) => navigate(buildListPath(base, next, defaultListQuery(schema)));
  return {
    view,
    search: (query: string) => go(withSearch(view, query)),
    reset: () => navigate(`/${base}/list`),
    sort: (column: string) => go(toggleSort(view, column)),
    toPage: (page: number) => go(atPage(view, page)),
  };
}
