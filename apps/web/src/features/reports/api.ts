import type { AssessmentNotesSchema, ReportTokenSchema } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const notesKey = (clientId: number) => ['report', clientId, 'notes'] as const;

/**
 * View Report (decision 021): a new tab is opened at once, inside the click (a tab opened after an await is blocked as a
 * pop-up), then sent to the report's one-use link. If the link cannot be had, the tab is closed and the error thrown.
 */
export async function openReport(clientId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await api.post<typeof ReportTokenSchema>('report/token', { body: { clientId } });
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (err) {
    tab?.close();
    throw err;
  }
}

export function useAssessmentNotes(clientId: number) {
  return useQuery({
    queryKey: notesKey(clientId),
    queryFn: () => api.get<typeof AssessmentNotesSchema>('report/assessment-notes', { query: { clientId } }),
  });
}

export function useSaveAssessmentNotes(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      api.post<typeof AssessmentNotesSchema>('report/assessment-notes', { body: { clientId, notes } }),
    onSuccess: (answer) => client.setQueryData(notesKey(clientId), answer),
  });
}
