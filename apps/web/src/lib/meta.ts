import { type Meta, metaEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';

/** GET /api/meta: what every page may show before sign-in (whether demo accounts exist; decision 016). */
export const metaQuery = {
  queryKey: ['meta'] as const,
  queryFn: () => api(metaEndpoints.read),
  staleTime: 5 * 60_000,
};

/** Whether demo accounts with published passwords exist; false until known or when the server cannot say. */
export function useIsDemo(): boolean {
  return useQuery(metaQuery).data?.demo === true;
}

/**
 * Which billing the server runs; undefined until known. `off` (docs/decisions/026): a firm's own advisers, so no page
 * offers a trial, a plan or an upgrade.
 */
export function useBillingMode(): Meta['billing'] | undefined {
  return useQuery(metaQuery).data?.billing;
}

/**
 * The client map's tile server and credit, and the geocoder's host (decision 044); null when the firm turned maps off
 * (MAPS=off) or until known, so no page offers a map it cannot draw.
 */
export function useMapsConfig(): Meta['maps'] {
  return useQuery(metaQuery).data?.maps ?? null;
}

/**
 * Asks for GET /api/meta as the app starts, beside the first page's code, instead of when a layout first renders. The
 * answer is then in the cache for that render, so the demo banner is drawn with the page rather than pushing it down
 * when the answer comes (measured by `npm run lighthouse`: a layout shift of up to 0.34 on the client's home).
 */
export function prefetchMeta(): void {
  void queryClient.prefetchQuery(metaQuery);
}
