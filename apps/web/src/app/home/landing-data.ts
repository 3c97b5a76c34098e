import type { AdviserDetail } from '@brokerdesk/contract/constants';
import { clientListOptions } from '../../features/clients';
import { templateListQuery } from '../../features/templates';
import { type AdviserRef, adviserDetailQuery } from '../../lib/adviser';
import { queryClient } from '../../lib/query-client';
import {
  ACTIVE_CLIENT_COUNT,
  ARCHIVED_CLIENT_COUNT,
  LANDING_SEARCH_PARAM,
  landingListParams,
  NEW_LEADS,
} from './landing-queries';

/**
 * What the adviser's home asks the server for, loaded by its loader beside the session check (so the landing page's
 * first load does not carry the queries' code twice). The landing page's lists start at once, beside the adviser's
 * detail, instead of after the page is drawn; the answer is the detail, which decides whether home is the landing page.
 */
export function loadLanding(adviser: AdviserRef, search: URLSearchParams): Promise<AdviserDetail | null> {
  void queryClient.prefetchQuery(clientListOptions(landingListParams(search.get(LANDING_SEARCH_PARAM) ?? '')));
  void queryClient.prefetchQuery(clientListOptions(ACTIVE_CLIENT_COUNT));
  void queryClient.prefetchQuery(clientListOptions(ARCHIVED_CLIENT_COUNT));
  if (adviser.kind === 'broker') {
    void queryClient.prefetchQuery(templateListQuery(adviser.id));
    void queryClient.prefetchQuery(clientListOptions(NEW_LEADS));
  }
  // No retries: on a failing server the landing page is shown at once rather than after seconds of waiting.
  return queryClient.fetchQuery({ ...adviserDetailQuery(adviser), staleTime: 30_000, retry: false }).catch(() => null);
}
