import { type AuditFilter, auditEndpoints } from '@brokerdesk/contract/constants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client';

/** The firm-wide audit (decision 044): a page of events of a filter, and the filter's CSV. */
export type AuditParams = AuditFilter & { limit: number; offset: number };

export const auditKeys = { list: (params: AuditParams) => ['audit', 'list', params] as const };

export function useAuditEvents(params: AuditParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => api(auditEndpoints.list, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditExport() {
  return useMutation({
    mutationFn: async (filter: AuditFilter) => {
      const { blob, fileName } = await api.download(auditEndpoints.export, { query: filter });
      saveBlob(blob, fileName ?? 'BrokerDesk-audit.csv');
    },
  });
}
