import {
  type ApplicantType,
  applicantsEndpoints,
  type ClientDetail,
  clientsEndpoints,
} from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicantDetailKey, withApplicantOrder } from '../../clients';
import { applicationKeys } from '../api';

/**
 * A client's applicants: adding, ordering and deleting them (each one's record is read through the clients feature).
 * Their list is the client detail's, so these reload or rewrite it, and the application's progress is refetched as
 * what it still needs may change. The profile's saves are in ./profile-api.ts, apart, as they bring the field kit and its rules, which the
 * navigation that adds and orders applicants does not need on a first load.
 */
export const applicantKeys = {
  detail: applicantDetailKey,
  thirdParties: (clientId: number) => ['application', clientId, 'third-party'] as const,
};

/** POST applicant/create: a person, company or trust, added last. */
export function useCreateApplicant(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: ApplicantType) => api(applicantsEndpoints.create, { body: { clientId, type } }),
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
      api(clientsEndpoints.reorderApplicants, { body: { clientId, applicantIds } }),
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
    mutationFn: (applicantId: number) => api(applicantsEndpoints.delete, { body: { clientId, applicantId } }),
    onSuccess: async (_answer, applicantId) => {
      client.removeQueries({ queryKey: applicantKeys.detail(clientId, applicantId) });
      // docs/spec/core-and-application.md §4: deleting an applicant reloads the client.
      await client.invalidateQueries({ queryKey: applicationKeys.client(clientId) });
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
    },
  });
}
