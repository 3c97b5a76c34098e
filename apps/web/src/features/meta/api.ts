import type { MetaSchema } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** GET /api/meta: what every page may show before sign-in (whether demo accounts exist; decision 016). */
export const metaQuery = {
  queryKey: ['meta'] as const,
  queryFn: () => api.get<typeof MetaSchema>('meta'),
  staleTime: 5 * 60_000,
};

/** Whether demo accounts with published passwords exist; false until known or when the server cannot say. */
export function useIsDemo(): boolean {
  return useQuery(metaQuery).data?.demo === true;
}

/**
 * Asks for GET /api/meta as the app starts, beside the first page's code, instead of when a layout first renders. The
 * answer is then in the cache for that render, so the demo banner is drawn with the page rather than pushing it down
 * when the answer comes (measured by `npm run lighthouse`: a layout shift of up to 0.34 on the client's home).
 */
export function prefetchMeta(): void {
  void queryClient.prefetchQuery(metaQuery);
}
