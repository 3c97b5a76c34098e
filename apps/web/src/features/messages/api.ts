import { messagesEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { POLL_MS, unreadKey } from './unread-api';

/** A client's conversation with their adviser (docs/decisions/022-leads-messages-help.md): query keys and hooks. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: unreadKey,
  conversation: (clientId: number) => ['messages', 'conversation', clientId] as const,
};

export function useConversation(clientId: number, enabled = true) {
  return useQuery({
    queryKey: messageKeys.conversation(clientId),
    queryFn: ({ signal }) => api(messagesEndpoints.list, { query: { clientId } }, { signal }),
    refetchInterval: POLL_MS,
    enabled,
  });
}

/** POST message/read: the other side's messages get their read receipt, and the counts drop. */
export function useMarkRead(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(messagesEndpoints.read, { body: { clientId } }),
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
      if (!file) return api(messagesEndpoints.send, { body: { clientId, body } });
      const form = new FormData();
      form.append('clientId', String(clientId));
      form.append('body', body);
      form.append('file', file);
      return api(messagesEndpoints.upload, { body: form });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKeys.conversation(clientId) }),
  });
}

/** GET message/attachment, saved under its name. */
export const downloadAttachment = (clientId: number, messageId: number) =>
  api.download(messagesEndpoints.attachment, { query: { clientId, messageId } });
