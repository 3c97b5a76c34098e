import {
  type AcceptInvite,
  type ClientDetail,
  type ClientInvite,
  clientsEndpoints,
  portalEndpoints,
  reviewsEndpoints,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { fetchMe } from '../../lib/me';
import { queryClient } from '../../lib/query-client';
import { clearToken, setToken } from '../../lib/session';
import { clientDetailKey } from '../clients';

/** Every portal action answers with the client as it now is: the page shows that at once. */
function useClientAction<V, A extends { client: ClientDetail }>(clientId: number, run: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(clientDetailKey(clientId), answer.client);
      void client.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}

/** POST client/invite: the pages the client sees and the personal message; may answer a mailto draft. */
export function useInviteClient(clientId: number) {
  return useClientAction(clientId, (vars: Omit<ClientInvite, 'clientId'>) =>
    api(portalEndpoints.invite, { body: { clientId, ...vars } }),
  );
}

/** POST client/pages: the pages the client sees, saved as they are ticked. */
export function useSetPortalPages(clientId: number) {
  return useClientAction(clientId, (pages: string) => api(portalEndpoints.setPages, { body: { clientId, pages } }));
}

/** POST applicant/invite: another person on the application gets a sign-in of their own, with these pages. */
export function useInviteApplicant(clientId: number) {
  return useClientAction(clientId, (vars: { applicantId: number; pages: string }) =>
    api(portalEndpoints.inviteApplicant, { body: { clientId, ...vars } }),
  );
}

export function useRevokeAccess(clientId: number) {
  return useClientAction(clientId, () => api(portalEndpoints.revokeAccess, { body: { clientId } }));
}

/** POST client/submit: the client hands the application to their adviser. */
export function useSubmitApplication(clientId: number) {
  return useClientAction(clientId, () => api(clientsEndpoints.submit, { body: { clientId } }));
}

export function useMarkLodged(clientId: number) {
  return useClientAction(clientId, () => api(clientsEndpoints.markLodged, { body: { clientId } }));
}

/**
 * POST auth/check-invite, once as the invitation's page opens: whether the link still asks for a password, was used
 * already, or is no good; and whose invitation it is.
 */
export function checkInviteQuery(token: string) {
  return {
    queryKey: ['check-invite', token] as const,
    queryFn: () => api(portalEndpoints.checkInvite, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** POST auth/accept-invite: sets the client's password and signs them in, as login does. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (body: AcceptInvite) => {
      clearToken();
      const { token } = await api(portalEndpoints.acceptInvite, { body });
      queryClient.clear();
      setToken(token);
      return fetchMe();
    },
  });
}

/** The adviser's disclosure documents for one client and the client's acceptances (consent/list). */
export const consentKey = (clientId: number) => ['consents', clientId] as const;

export function useConsents(clientId: number) {
  return useQuery({
    queryKey: consentKey(clientId),
    queryFn: ({ signal }) => api(portalEndpoints.consents, { query: { clientId } }, { signal }),
  });
}

/** One document's bytes as the client is shown them (the request carries the session, a plain link would not). */
export async function fetchConsentDocument(clientId: number, fileId: number): Promise<Blob> {
  const { blob } = await api.download(portalEndpoints.consentDocument, { query: { clientId, fileId } });
  return blob;
}

/** POST consent/accept: the client accepts one document with the name they typed and the hash they were shown. */
export function useAcceptConsent(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { fileId: number; sha256: string; typed_name: string }) =>
      api(portalEndpoints.acceptConsent, { body: { clientId, ...vars } }),
    onSuccess: (list) => client.setQueryData(consentKey(clientId), list),
  });
}

/** GET review/current, as the client sees it: whether an annual review waits for their answers. */
export function useClientReview(clientId: number) {
  return useQuery({
    queryKey: ['portal-review', clientId] as const,
    queryFn: ({ signal }) => api(reviewsEndpoints.current, { query: { clientId } }, { signal }),
  });
}

/** POST review/confirm: the client confirms this year's answers. */
export function useConfirmReview(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => api(reviewsEndpoints.confirm, { body: { reviewId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['portal-review', clientId] }),
  });
}
