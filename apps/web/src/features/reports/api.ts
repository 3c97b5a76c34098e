import { reportsEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { openInNewTab } from '../../lib/new-tab';

const notesKey = (clientId: number) => ['report', clientId, 'notes'] as const;

/** View Report (decision 021): the report's one-use link in a new tab. */
export function openReport(clientId: number): Promise<void> {
  return openInNewTab(async () => (await api(reportsEndpoints.token, { body: { clientId } })).url);
}

export function useAssessmentNotes(clientId: number) {
  return useQuery({
    queryKey: notesKey(clientId),
    queryFn: () => api(reportsEndpoints.assessmentNotes, { query: { clientId } }),
  });
}

export function useSaveAssessmentNotes(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api(reportsEndpoints.saveAssessmentNotes, { body: { clientId, notes } }),
    onSuccess: (answer) => client.setQueryData(notesKey(clientId), answer),
  });
}
