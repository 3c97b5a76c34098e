import type {
  ApplicantCreatedSchema,
  ApplicantType,
  ApplicationProgressSchema,
  ClientAnswerSchema,
  ClientDetail,
  ClientDetailSchema,
  MessageResponseSchema,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { api } from '../../lib/api-client';

/** The loan application's shared queries: the client with its applicants, and every page's completeness. */
export const applicationKeys = {
  client: (clientId: number) => ['client', clientId] as const,
  applicant: (clientId: number, applicantId: number) => ['applicant', clientId, applicantId] as const,
  section: (clientId: number, section: string) => ['application', clientId, section] as const,
  progress: (clientId: number) => ['application', clientId, 'progress'] as const,
};

/** The application pages all take clientId (docs/spec/core-and-application.md §2). */
export function useClientId(): number {
  return Number(useParams().clientId);
}

/** Where an applicant's profile lives (application-applicant-profile). */
export const applicantPath = (clientId: number, applicantId: number) =>
  `/client/${clientId}/application/applicant/${applicantId}`;

export function clientDetailQuery(clientId: number) {
  return {
    queryKey: applicationKeys.client(clientId),
    queryFn: () => api.get<typeof ClientDetailSchema>('client/detail', { query: { clientId } }),
  };
}

/** GET client/detail: the ordered applicants, submit pages, lock and the adviser's branding. */
export function useClientDetail(clientId: number) {
  return useQuery({ ...clientDetailQuery(clientId), enabled: clientId > 0 });
}

/** GET application/progress: what each page still needs (the navigation's badges). */
export function useApplicationProgress(clientId: number) {
  return useQuery({
    queryKey: applicationKeys.progress(clientId),
    queryFn: () => api.get<typeof ApplicationProgressSchema>('application/progress', { query: { clientId } }),
    enabled: clientId > 0,
  });
}

/** After any save the badges may change; pages call this rather than knowing the progress key. */
export function useRefreshProgress(clientId: number) {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) }),
    [client, clientId],
  );
}

/** POST applicant/create: a person, company or trust, added last. */
export function useCreateApplicant(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: ApplicantType) =>
      api.post<typeof ApplicantCreatedSchema>('applicant/create', { body: { clientId, type } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: applicationKeys.client(clientId) });
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
    },
  });
}

/** The client with its applicants in the order given (the ids name every applicant once). */
export function withApplicantOrder(detail: ClientDetail, applicantIds: readonly number[]): ClientDetail {
  const byId = new Map(detail.applicants.map((a) => [a.id, a]));
  const applicants = applicantIds.flatMap((id, position) => {
    const a = byId.get(id);
    return a ? [{ ...a, position }] : [];
  });
  return { ...detail, applicants };
}

/**
 * POST client/update-applicant-order: shown at once (optimistic), put back as it was when the server refuses,
 * and replaced by the server's answer when it accepts.
 */
export function useReorderApplicants(clientId: number) {
  const client = useQueryClient();
  const key = applicationKeys.client(clientId);
  return useMutation({
    mutationFn: (applicantIds: number[]) =>
      api.post<typeof ClientAnswerSchema>('client/update-applicant-order', { body: { clientId, applicantIds } }),
    onMutate: async (applicantIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ClientDetail>(key);
      if (before) client.setQueryData(key, withApplicantOrder(before, applicantIds));
      return { before };
    },
    onError: (_err, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer.client),
  });
}

/** DELETE applicant/delete: any applicant but the primary (docs/spec/core-and-application.md §2). */
export function useDeleteApplicant(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicantId: number) =>
      api.delete<typeof MessageResponseSchema>('applicant/delete', { body: { clientId, applicantId } }),
    onSuccess: async (_answer, applicantId) => {
      client.removeQueries({ queryKey: applicationKeys.applicant(clientId, applicantId) });
      // docs/spec/core-and-application.md §4: deleting an applicant reloads the client.
      await client.invalidateQueries({ queryKey: applicationKeys.client(clientId) });
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
    },
  });
}
