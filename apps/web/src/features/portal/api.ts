import type {
  AcceptInvite,
  ClientAnswerSchema,
  ClientDetail,
  ClientInvite,
  ClientInvitedSchema,
  MailtoDraft,
  TokenResponseSchema,
} from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchMe } from '../../app/session';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clearToken, setToken } from '../../lib/session';
import { applicationKeys } from '../application';

/** The mailto: URL that opens the adviser's own email program with the invitation written out. */
export function mailtoUrl(draft: MailtoDraft): string {
  const q = `subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}`;
  return `mailto:${encodeURIComponent(draft.to).replace('%40', '@')}?${q}`;
}

/** Every portal action answers with the client as it now is: the page shows that at once. */
function useClientAction<V, A extends { client: ClientDetail }>(clientId: number, run: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(applicationKeys.client(clientId), answer.client);
      void client.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}

/** POST client/invite: the pages the client sees and the personal message; may answer a mailto draft. */
export function useInviteClient(clientId: number) {
  return useClientAction(clientId, (vars: Omit<ClientInvite, 'clientId'>) =>
    api.post<typeof ClientInvitedSchema>('client/invite', { body: { clientId, ...vars } }),
  );
}

export function useRevokeAccess(clientId: number) {
  return useClientAction(clientId, () =>
    api.post<typeof ClientAnswerSchema>('client/revoke-access', { body: { clientId } }),
  );
}

/** POST client/submit: the client hands the application to their adviser. */
export function useSubmitApplication(clientId: number) {
  return useClientAction(clientId, () => api.post<typeof ClientAnswerSchema>('client/submit', { body: { clientId } }));
}

export function useMarkLodged(clientId: number) {
  return useClientAction(clientId, () =>
    api.post<typeof ClientAnswerSchema>('client/mark-lodged', { body: { clientId } }),
  );
}

/** POST auth/accept-invite: sets the client's password and signs them in, as login does. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (body: AcceptInvite) => {
      clearToken();
      const { token } = await api.post<typeof TokenResponseSchema>('auth/accept-invite', { body });
      queryClient.clear();
      setToken(token);
      return fetchMe();
    },
  });
}
