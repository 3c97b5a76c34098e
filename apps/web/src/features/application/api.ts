import type { ApplicationProgressSchema, ClientDetailSchema } from '@brokerdesk/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/**
 * The loan application's shared queries: the client with its applicants, and every page's completeness. An
 * applicant's own queries are the applicants feature's.
 */
export const applicationKeys = {
  client: (clientId: number) => ['client', clientId] as const,
  section: (clientId: number, section: string) => ['application', clientId, section] as const,
  progress: (clientId: number) => ['application', clientId, 'progress'] as const,
};

/** The application pages all take clientId (docs/spec/core-and-application.md §2). */
export function useClientId(): number {
  return Number(useParams().clientId);
}

export function clientDetailQuery(clientId: number) {
  return {
    queryKey: applicationKeys.client(clientId),
    queryFn: () => api.get<typeof ClientDetailSchema>('client/detail', { query: { clientId } }),
  };
}

/** GET client/detail: the ordered applicants, submit pages, lock and the adviser's branding. */
export function useClientDetail(clientId: number) {
  return useQuery({ ...clientDetailQuery(clientId), enabled: clientId > 0 });
}

function applicationProgressQuery(clientId: number) {
  return {
    queryKey: applicationKeys.progress(clientId),
    queryFn: () => api.get<typeof ApplicationProgressSchema>('application/progress', { query: { clientId } }),
  };
}

/** GET application/progress: what each page still needs (the navigation's badges). */
export function useApplicationProgress(clientId: number) {
  return useQuery({ ...applicationProgressQuery(clientId), enabled: clientId > 0 });
}

/**
 * Starts loading what every application page and its navigation draw from (the client, its progress) as soon as the
 * route is known, beside the session check rather than after it; a page then finds them loaded or under way.
 * Already-fresh answers are not asked for again. An answer the server refuses is the page's to show, as before.
 */
export function prefetchApplication(clientId: number): void {
  if (!(clientId > 0)) return;
  void queryClient.prefetchQuery(clientDetailQuery(clientId));
  void queryClient.prefetchQuery(applicationProgressQuery(clientId));
}

/** After any save the badges may change; pages call this rather than knowing the progress key. */
export function useRefreshProgress(clientId: number) {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) }),
    [client, clientId],
  );
}
