import { type LodgementStatus, lodgementEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clientDetailKey } from '../clients';

export const lodgementKeys = { status: (clientId: number) => ['lodgement', clientId] as const };

const isRunning = (s: LodgementStatus | undefined) => s?.state === 'queued' || s?.state === 'running';

/** GET lodgement/status; polled every second while an upload runs, so the page shows its progress. */
export function useLodgementStatus(clientId: number, opts: { poll?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({
    queryKey: lodgementKeys.status(clientId),
    queryFn: async () => {
      const status = await api(lodgementEndpoints.status, { query: { clientId } });
      // The upload makes the client lodged: its detail and the list show it.
      if (status.state === 'done') void client.invalidateQueries({ queryKey: clientDetailKey(clientId) });
      return status;
    },
    enabled: clientId > 0,
    refetchInterval: (q) => (opts.poll && isRunning(q.state.data) ? 1000 : false),
  });
}

/** POST lodgement/upload: starts the upload job (a second click while it runs starts nothing new). */
export function useStartLodgement(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(lodgementEndpoints.upload, { body: { clientId } }),
    onSuccess: (status) => client.setQueryData(lodgementKeys.status(clientId), status),
  });
}
