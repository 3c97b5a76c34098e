import {
  type DocumentRequest,
  type DocumentReviewDecision,
  documentRequestsEndpoints,
  MAX_PAGE_SIZE,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client';
import { mayHaveThumbnail } from './file-thumb';

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

/**
 * Every request of one applicant, fetched a page at a time (document/requests pages like every list). The page needs
 * them all (its summary, the client's still-needed list, the picker's already-requested types), and an applicant has
 * at most MAX_REQUESTS_PER_APPLICANT = MAX_PAGE_SIZE of them, so this is one call in practice; the loop keeps it
 * right should either change.
 */
export async function fetchApplicantRequests(
  clientId: number,
  applicantId: number,
  signal?: AbortSignal,
): Promise<DocumentRequest[]> {
  const requests: DocumentRequest[] = [];
  for (;;) {
    const page = await api(
      documentRequestsEndpoints.list,
      { query: { clientId, applicantId, limit: MAX_PAGE_SIZE, offset: requests.length } },
      { signal },
    );
    requests.push(...page.requests);
    if (page.requests.length === 0 || requests.length >= page.total) return requests;
  }
}

/** How long after an upload the page looks again for the thumbnail the job makes of it. */
const THUMBNAIL_WAIT_MS = 60_000;

/** A file of a type that gets a thumbnail, uploaded a moment ago, whose thumbnail is still being made. */
export function awaitsThumbnail(requests: readonly DocumentRequest[] | undefined, now = Date.now()): boolean {
  return (requests ?? []).some((r) =>
    r.files.some((f) => !f.has_thumbnail && mayHaveThumbnail(f) && now - Date.parse(f.uploaded_at) < THUMBNAIL_WAIT_MS),
  );
}

export function useDocumentRequests(clientId: number, applicantId: number) {
  return useQuery({
    queryKey: requestKeys.applicant(clientId, applicantId),
    queryFn: ({ signal }) => fetchApplicantRequests(clientId, applicantId, signal),
    enabled: clientId > 0 && applicantId > 0,
    // The list says when a new file's thumbnail exists; until then it is read again every few seconds for a minute.
    refetchInterval: (query) => (awaitsThumbnail(query.state.data) ? 3000 : false),
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
    return (await api(documentRequestsEndpoints.create, { body })).request;
  });
}

export function useApplyTemplate(clientId: number, applicantId: number) {
  return useDocumentMutation(clientId, async (templateId: number) => {
    const body = { clientId, applicantId, templateId };
    return (await api(documentRequestsEndpoints.applyTemplate, { body })).requests;
  });
}

export function useRemoveRequest(clientId: number) {
  return useDocumentMutation(clientId, (requestId: number) =>
    api(documentRequestsEndpoints.remove, { query: { requestId } }),
  );
}

export interface ReviewInput {
  requestId: number;
  decision: DocumentReviewDecision;
  reason?: string;
}

export function useReviewRequest(clientId: number) {
  return useDocumentMutation(clientId, async (body: ReviewInput) => {
    return (await api(documentRequestsEndpoints.review, { body })).request;
  });
}

/** POST document/re-request: an accepted (perhaps out of date) or not-applicable request is asked for again. */
export function useReRequest(clientId: number) {
  return useDocumentMutation(clientId, async (requestId: number) => {
    return (await api(documentRequestsEndpoints.reRequest, { body: { requestId } })).request;
  });
}

export function useRemoveFile(clientId: number) {
  return useDocumentMutation(clientId, (fileId: number) =>
    api(documentRequestsEndpoints.removeFile, { query: { fileId } }),
  );
}

export function useSetFileDate(clientId: number) {
  return useDocumentMutation(clientId, async (body: { fileId: number; document_date: string | null }) => {
    return (await api(documentRequestsEndpoints.setFileDate, { body })).file;
  });
}

/** GET file/download: the file as its download name, saved; the server records the download in the activity. */
export async function downloadFile(fileId: number): Promise<void> {
  const { blob, fileName } = await api.download(documentRequestsEndpoints.download, {
    query: { files_new_id: fileId },
  });
  saveBlob(blob, fileName ?? `document-${fileId}`);
}

/**
 * Opens a file in a new tab (disposition inline). The API takes the bearer token, which a plain link cannot carry, so
 * the tab is opened at once (a popup blocker allows it on the click) and given the file when it has arrived.
 */
export async function openFileInline(fileId: number, variant: 'original' | 'preview' = 'original'): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await api.download(documentRequestsEndpoints.download, {
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
