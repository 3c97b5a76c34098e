import type {
  ClientMessageListSchema,
  ClientMessageResponseSchema,
  MessageUnread,
  MessageUnreadSchema,
} from '@brokerdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A client's conversation with their adviser (docs/decisions/024-leads-messages-help.md): query keys and hooks. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  conversation: (clientId: number) => ['messages', 'conversation', clientId] as const,
};

/** New messages arrive without a reload: the conversation and the counts are asked for again this often. */
const POLL_MS = 20_000;

export const messagesPath = (clientId: number) => `/client/${clientId}/messages`;

/** GET message/unread: the adviser's clients with unread messages, or the client's own count. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api.get<typeof MessageUnreadSchema>('message/unread', { signal }),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
    enabled,
  });
}

/** The unread count of one client from the adviser's (or the client's) counts; 0 when none. */
export const unreadOf = (counts: MessageUnread | undefined, clientId: number) =>
  counts?.by_client.find((c) => c.client_id === clientId)?.unread ?? 0;

export function useConversation(clientId: number) {
  return useQuery({
    queryKey: messageKeys.conversation(clientId),
    queryFn: ({ signal }) => api.get<typeof ClientMessageListSchema>('message/list', { query: { clientId }, signal }),
    refetchInterval: POLL_MS,
  });
}

/** POST message/read: the other side's messages get their read receipt, and the counts drop. */
export function useMarkRead(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<typeof ClientMessageListSchema>('message/read', { body: { clientId } }),
    onSuccess: (list) => {
      client.setQueryData(messageKeys.conversation(clientId), list);
      void client.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
}

/** Sends a message: JSON for text alone (message/send), multipart with a file (message/upload). */
export function useSendMessage(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: string; file: File | null }) => {
      if (!file) return api.post<typeof ClientMessageResponseSchema>('message/send', { body: { clientId, body } });
      const form = new FormData();
      form.append('clientId', String(clientId));
      form.append('body', body);
      form.append('file', file);
      return api.post<typeof ClientMessageResponseSchema>('message/upload', { body: form });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKeys.conversation(clientId) }),
  });
}

/** GET message/attachment, saved under its name. */
export const downloadAttachment = (clientId: number, messageId: number) =>
  api.download('message/attachment', { query: { clientId, messageId } });
