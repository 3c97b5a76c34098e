import { applicantsEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * One applicant's record, as the applicant's profile and the client's map read it; the profile's saves update this
 * entry (features/application/applicants/profile-api.ts).
 */
export const applicantDetailKey = (clientId: number, applicantId: number) =>
  ['applicant', clientId, applicantId] as const;

/** GET applicant/detail: one applicant's record with its addresses, employments and other incomes. */
export function applicantDetailQuery(clientId: number, applicantId: number) {
  return {
    queryKey: applicantDetailKey(clientId, applicantId),
    queryFn: () => api(applicantsEndpoints.detail, { query: { clientId, applicantId } }),
  };
}

export function useApplicantDetail(clientId: number, applicantId: number) {
  return useQuery({ ...applicantDetailQuery(clientId, applicantId), enabled: clientId > 0 && applicantId > 0 });
}
