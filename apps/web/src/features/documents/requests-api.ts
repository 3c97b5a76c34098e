import type {
  DocumentFileResponseSchema,
  DocumentRequestListSchema,
  DocumentRequestResponseSchema,
  DocumentReviewDecision,
  MessageResponseSchema,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client';

/**
 * The document requests of a client's applicants and the files answering them (document/requests, request,
 * apply-template, review, file, file/download). Every change refreshes the requests, the client (its
 * num_documents_received drives Download All Documents) and its progress.
 */
export const requestKeys = {
  all: ['document-requests'] as const,
  client: (clientId: number) => ['document-requests', clientId] as const,
  applicant: (clientId: number, applicantId: number) => ['document-requests', clientId, applicantId] as const,
};

export function useDocumentRequests(clientId: number, applicantId: number) {
  return useQuery({
    queryKey: requestKeys.applicant(clientId, applicantId),
    queryFn: ({ signal }) =>
      api.get<typeof DocumentRequestListSchema>('document/requests', { query: { clientId, applicantId }, signal }),
    select: (data) => data.requests,
    enabled: clientId > 0 && applicantId > 0,
  });
}

/** After a change: this client's requests, and the client itself (['client', id]: its received count). */
export function useRefreshDocuments(clientId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: requestKeys.client(clientId) }),
      client.invalidateQueries({ queryKey: ['client', clientId] }),
    ]);
}

function useDocumentMutation<TInput, TOutput>(clientId: number, mutationFn: (input: TInput) => Promise<TOutput>) {
  const refresh = useRefreshDocuments(clientId);
  return useMutation({ mutationFn, onSettled: refresh });
}

export type RequestTarget = { documentTypeId: number } | { customDocumentTypeId: number };

export function useRequestDocument(clientId: number, applicantId: number) {
  return useDocumentMutation(clientId, async (target: RequestTarget) => {
    const body = { clientId, applicantId, ...target };
    return (await api.post<typeof DocumentRequestResponseSchema>('document/request', { body })).request;
  });
}

export function useApplyTemplate(clientId: number, applicantId: number) {
  return useDocumentMutation(clientId, async (templateId: number) => {
    const body = { clientId, applicantId, templateId };
    return (await api.post<typeof DocumentRequestListSchema>('document/apply-template', { body })).requests;
  });
}

export function useRemoveRequest(clientId: number) {
  return useDocumentMutation(clientId, (requestId: number) =>
    api.delete<typeof MessageResponseSchema>('document/request', { query: { requestId } }),
  );
}

export interface ReviewInput {
  requestId: number;
  decision: DocumentReviewDecision;
  reason?: string;
}

export function useReviewRequest(clientId: number) {
  return useDocumentMutation(clientId, async (body: ReviewInput) => {
    return (await api.post<typeof DocumentRequestResponseSchema>('document/review', { body })).request;
  });
}

/** POST document/re-request: an accepted (perhaps out of date) or not-applicable request is asked for again. */
export function useReRequest(clientId: number) {
  return useDocumentMutation(clientId, async (requestId: number) => {
    return (await api.post<typeof DocumentRequestResponseSchema>('document/re-request', { body: { requestId } }))
      .request;
  });
}

export function useRemoveFile(clientId: number) {
  return useDocumentMutation(clientId, (fileId: number) =>
    api.delete<typeof MessageResponseSchema>('document/file', { query: { fileId } }),
  );
}

export function useSetFileDate(clientId: number) {
  return useDocumentMutation(clientId, async (body: { fileId: number; document_date: string | null }) => {
    return (await api.post<typeof DocumentFileResponseSchema>('document/file-date', { body })).file;
  });
}

/** GET file/download: the file as its download name, saved; the server records the download in the activity. */
export async function downloadFile(fileId: number): Promise<void> {
  const { blob, fileName } = await api.download('file/download', { query: { files_new_id: fileId } });
  saveBlob(blob, fileName ?? `document-${fileId}`);
}

/**
 * Opens a file in a new tab (disposition inline). The API takes the bearer token, which a plain link cannot carry, so
 * the tab is opened at once (a popup blocker allows it on the click) and given the file when it has arrived.
 */
export async function openFileInline(fileId: number, variant: 'original' | 'preview' = 'original'): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await api.download('file/download', {
      query: { files_new_id: fileId, disposition: 'inline', variant },
    });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
