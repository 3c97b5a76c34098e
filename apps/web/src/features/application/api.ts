import { type ApplicationStep, applicationEndpoints, clientsEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clientDetailKey, clientDetailQuery } from '../clients';

/**
 * The loan application's shared queries: every page's completeness, and each page's answers. The client with its
 * applicants is the clients feature's (its key is here too, for the saves that change it).
 */
export const applicationKeys = {
  client: clientDetailKey,
  section: (clientId: number, section: string) => ['application', clientId, section] as const,
  progress: (clientId: number) => ['application', clientId, 'progress'] as const,
};

function applicationProgressQuery(clientId: number) {
  return {
    queryKey: applicationKeys.progress(clientId),
    queryFn: () => api(applicationEndpoints.progress, { query: { clientId } }),
  };
}

/** GET application/progress: what each page still needs (the navigation's badges). */
export function useApplicationProgress(clientId: number) {
  return useQuery({ ...applicationProgressQuery(clientId), enabled: clientId > 0 });
}

/** The read of each fact-find page whose answers come in one call (fact-find-api.ts reads them the same way). */
const PAGE_READS = {
  requirement: applicationEndpoints.requirement,
  expense: applicationEndpoints.expense,
  'risk-profile': applicationEndpoints.riskProfile,
  asset: applicationEndpoints.assets,
  liability: applicationEndpoints.liabilities,
} as const;

/**
 * Starts loading what every application page and its navigation draw from (the client, its progress) as soon as the
 * route is known, beside the session check rather than after it; a page then finds them loaded or under way.
 * Already-fresh answers are not asked for again. An answer the server refuses is the page's to show, as before.
 */
export function prefetchApplication(clientId: number, page?: string): void {
  if (!(clientId > 0)) return;
  void queryClient.prefetchQuery(clientDetailQuery(clientId));
  void queryClient.prefetchQuery(applicationProgressQuery(clientId));
  const read = page && Object.hasOwn(PAGE_READS, page) ? PAGE_READS[page as keyof typeof PAGE_READS] : null;
  // The fact-find page's own answers, under the key its page reads them by (fact-find-api.ts), so they arrive with
  // the page's code rather than after it.
  if (read) {
    void queryClient.prefetchQuery({
      queryKey: applicationKeys.section(clientId, page as string),
      queryFn: () => api(read, { query: { clientId } }),
    });
  }
}

/**
 * Logs `page_opened` (POST common/log-activity, docs/spec/core-and-application.md §7) once per visit when a client
 * opens a page of their application: the server only sees the saves, and the adviser's timeline shows the client's
 * visits. An adviser's own visits are not logged, so looking at a client does not fill its timeline. A visit is one
 * path: going on to the next applicant's profile is another. A failed log is not the person's concern.
 */
export function useLogPageOpened(clientId: number, step: Pick<ApplicationStep, 'key'> | undefined, isClient: boolean) {
  const { pathname } = useLocation();
  const logged = useRef<string | null>(null);
  const page = step?.key;
  useEffect(() => {
    const visit = `${clientId}:${pathname}`;
    if (!isClient || !page || !(clientId > 0) || logged.current === visit) return;
    logged.current = visit;
    api(clientsEndpoints.logActivity, { body: { clientId, action: 'page_opened', detail: { page } } }).catch(
      () => undefined,
    );
  }, [clientId, page, pathname, isClient]);
}
