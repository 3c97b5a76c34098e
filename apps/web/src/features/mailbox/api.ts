import { mailboxEndpoints } from '@brokerdesk/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const mailboxKeys = {
  list: (params: { limit: number; offset: number; to?: string }) => ['mailbox', 'list', params] as const,
  email: (id: number) => ['mailbox', 'email', id] as const,
};

export function useMailbox(params: { limit: number; offset: number; to?: string }) {
  return useQuery({
    queryKey: mailboxKeys.list(params),
    queryFn: () => api(mailboxEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export function useMailboxEmail(id: number) {
  return useQuery({
    queryKey: mailboxKeys.email(id),
    queryFn: () => api(mailboxEndpoints.detail, { params: { id } }),
  });
}
