import { dashboardEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const dashboardKeys = { stats: ['dashboard', 'stats'] as const };

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => api(dashboardEndpoints.stats, {}, { signal }),
  });
}
