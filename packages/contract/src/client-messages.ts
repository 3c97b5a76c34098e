import { z } from 'zod';
import { CLIENT_MESSAGES_TEXT, MESSAGE_MAX_LENGTH } from './client-messages-values';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { messagesEndpoints } from './messages-endpoints';

/** One message of a client's conversation with their adviser (docs/decisions/022-leads-messages-help.md). */
export const ClientMessageSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  sender: z.enum(['client', 'adviser']),
  sender_name: z.string(),
  body: z.string(),
  attachment: z
    .object({ id: z.number(), file_name: z.string(), content_type: z.string(), size_bytes: z.number() })
    .nullable(),
  created_at: z.string(),
  /** When the other side read it; null while unread (read receipts). */
  read_at: z.string().nullable(),
});
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const MessageClientQuerySchema = z.strictObject({ clientId: IdSchema });
/**
 * POST message/read: the list's field as a body. A schema of its own, as the OpenAPI document names each body and a
 * named schema cannot describe a query.
 */
export const MessageReadSchema = z.strictObject({ clientId: IdSchema });

export const ClientMessageListSchema = z.object({
  messages: z.array(ClientMessageSchema),
  /** Messages from the other side the caller has not read yet. */
  unread: z.number(),
});
export type ClientMessageList = z.infer<typeof ClientMessageListSchema>;

const body = text().trim().max(MESSAGE_MAX_LENGTH, { error: CLIENT_MESSAGES_TEXT.bodyTooLong });

export const MessageSendSchema = z.strictObject({
  clientId: IdSchema,
  body: body.min(1, { error: CLIENT_MESSAGES_TEXT.bodyRequired }),
});

/** The form fields of a message with an attachment (multipart: these first, then the file). */
export const MessageUploadFieldsSchema = z.object({ clientId: IdSchema, body: body.default('') });

export const MessageAttachmentQuerySchema = z.strictObject({ clientId: IdSchema, messageId: IdSchema });

export const ClientMessageResponseSchema = z.object({ message: ClientMessageSchema });

/** Unread messages per client: an adviser's clients with any, or the client's own conversation. */
export const MessageUnreadSchema = z.object({
  total: z.number(),
  /** The client's display name rides along, so a home page can list who wrote without a second request. */
  by_client: z.array(z.object({ client_id: z.number(), name: z.string(), unread: z.number() })),
});
export type MessageUnread = z.infer<typeof MessageUnreadSchema>;

export const messagesApi = bindSchemas(messagesEndpoints, {
  list: { query: MessageClientQuerySchema, reply: ClientMessageListSchema },
  read: { body: MessageReadSchema, reply: ClientMessageListSchema },
  send: { body: MessageSendSchema, reply: ClientMessageResponseSchema },
  upload: { reply: ClientMessageResponseSchema },
  attachment: { query: MessageAttachmentQuerySchema },
  unread: { reply: MessageUnreadSchema },
});
