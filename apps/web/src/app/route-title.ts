import type { ClientDetail } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { clientDetailQuery } from '../features/clients';
import { meQuery } from '../lib/me';
import { pageName } from './route-handle';

export interface RouteTitle {
  /** The page's name from the route table, when the route gives one. */
  page: string | undefined;
  /** The client the page belongs to (a route under client/:clientId), once loaded. */
  client: ClientDetail | undefined;
  /** False while the client the title names is still loading. */
  isSettled: boolean;
}

/**
 * The current page's name and client, read from the route table's handles. The signed-in user and the client come from
 * the query cache the pages fill; nothing is fetched for a signed-out visitor.
 */
export function useRouteTitle(): RouteTitle {
  const matches = useMatches();
  const params = matches.at(-1)?.params ?? {};
  // Read, never fetched here: the app's loader fetches the user, and a signed-out page has none.
  const { data: me } = useQuery({ ...meQuery, enabled: false });
  const clientId = Number(params.clientId);
  const isClientPage = Number.isInteger(clientId) && clientId > 0;
  const client = useQuery({ ...clientDetailQuery(clientId), enabled: isClientPage && me !== undefined });
  const detail = isClientPage ? client.data : undefined;
  return {
    page: pageName(
      matches.map((m) => m.handle),
      { params, me, client: detail },
    ),
    client: detail,
    isSettled: !isClientPage || client.isFetched || client.isError,
  };
}
