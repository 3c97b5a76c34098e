import type { MetaSchema } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

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
