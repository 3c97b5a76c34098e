import type {
  ApplicantCreatedSchema,
  ApplicantDetailSchema,
  ApplicantType,
  ClientAnswerSchema,
  ClientDetail,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { applicationKeys } from '../application';
import { withApplicantOrder } from './applicant-order';

/**
 * A client's applicants: each one's detail, and adding, ordering and deleting them. Their list is the client
 * detail's, so these reload or rewrite it, and the application's progress is refetched as what it still needs may
 * change. The profile's saves are in ./profile-api.ts, apart, as they bring the field kit and its rules, which the
 * navigation that adds and orders applicants does not need on a first load.
 */
export const applicantKeys = {
  detail: (clientId: number, applicantId: number) => ['applicant', clientId, applicantId] as const,
  thirdParties: (clientId: number) => ['application', clientId, 'third-party'] as const,
};

/** GET applicant/detail: one applicant's record with its addresses, employments and other incomes. */
export function applicantDetailQuery(clientId: number, applicantId: number) {
  return {
    queryKey: applicantKeys.detail(clientId, applicantId),
    queryFn: () => api.get<typeof ApplicantDetailSchema>('applicant/detail', { query: { clientId, applicantId } }),
  };
}

export function useApplicantDetail(clientId: number, applicantId: number) {
  return useQuery({ ...applicantDetailQuery(clientId, applicantId), enabled: clientId > 0 && applicantId > 0 });
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
      client.removeQueries({ queryKey: applicantKeys.detail(clientId, applicantId) });
      // docs/spec/core-and-application.md §4: deleting an applicant reloads the client.
      await client.invalidateQueries({ queryKey: applicationKeys.client(clientId) });
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
    },
  });
}
