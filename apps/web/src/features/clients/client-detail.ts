import { clientsEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * A client's record as every page about the client reads it: the client with its ordered applicants, submit pages,
 * lock and the adviser's branding. The pages that change it (the fact-find, the portal's actions, the lodgement)
 * update this entry rather than keeping their own copies. Kept apart from the client list's calls (./api.ts) and an
 * applicant's record (./applicant-detail.ts): the portal's first load reads this and nothing else of the feature.
 */
export const clientDetailKey = (clientId: number) => ['client', clientId] as const;

export function clientDetailQuery(clientId: number) {
  return {
    queryKey: clientDetailKey(clientId),
    queryFn: () => api(clientsEndpoints.detail, { query: { clientId } }),
  };
}

/** GET client/detail: the ordered applicants, submit pages, lock and the adviser's branding. */
export function useClientDetail(clientId: number) {
  return useQuery({ ...clientDetailQuery(clientId), enabled: clientId > 0 });
}
