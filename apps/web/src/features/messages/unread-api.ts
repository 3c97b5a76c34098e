import { type MessageUnread, messagesEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * The unread counts and the conversation's address, apart from the conversation's own calls (api.ts): the
 * application navigation shows them on every portal page, whose first load has a budget (decision 011).
 */

export const unreadKey = ['messages', 'unread'] as const;

/** New messages arrive without a reload: the conversation and the counts are asked for again this often. */
export const POLL_MS = 20_000;

/** GET message/unread: the adviser's clients with unread messages, or the client's own count. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api(messagesEndpoints.unread, {}, { signal }),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
    enabled,
  });
}

/** The unread count of one client from the adviser's (or the client's) counts; 0 when none. */
export const unreadOf = (counts: MessageUnread | undefined, clientId: number) =>
  counts?.by_client?.find((c) => c.client_id === clientId)?.unread ?? 0;
