import {
  ATTACHMENT_MAX_BYTES,
  ClientMessageListSchema,
  ClientMessageResponseSchema,
  MessageAttachmentQuerySchema,
  MessageClientQuerySchema,
  MessageSendSchema,
  MessageUnreadSchema,
  MessageUploadFieldsSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { withUpload } from '../../http/multipart-upload';
import type { Api } from '../../http/types';
import { contentDisposition } from '../files';
import {
  listMessages,
  openMessageAttachment,
  readMessages,
  sendMessage,
  sendMessageWithFile,
  unreadCounts,
} from './messages.service';

/** A client's conversation with their adviser (docs/decisions/022-leads-messages-help.md): read, mark read, send, attach, download, unread counts. */
export function messagesRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['messages'];
  const list = { 200: ClientMessageListSchema };

  api.get('/message/list', { schema: { tags, querystring: MessageClientQuerySchema, response: list } }, (req) =>
    listMessages(ctx, actorOf(req), req.query.clientId),
  );

  api.post('/message/read', { schema: { tags, body: MessageClientQuerySchema, response: list } }, (req) =>
    readMessages(ctx, actorOf(req), req.body.clientId),
  );

  api.post(
    '/message/send',
    { schema: { tags, body: MessageSendSchema, response: { 201: ClientMessageResponseSchema } } },
    async (req, reply) =>
      reply.status(201).send({ message: await sendMessage(ctx, actorOf(req), req.body.clientId, req.body.body) }),
  );

  api.post(
    '/message/upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart: clientId and body first, then file (a photo, PDF or office document, at most 10 MB).',
        response: { 201: ClientMessageResponseSchema },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const message = await withUpload(req, MessageUploadFieldsSchema, ATTACHMENT_MAX_BYTES, (fields, source) =>
        sendMessageWithFile(ctx, actor, fields, source),
      );
      return reply.status(201).send({ message });
    },
  );

  api.get(
    '/message/attachment',
    { schema: { tags, querystring: MessageAttachmentQuerySchema } },
    async (req, reply) => {
      const file = await openMessageAttachment(ctx, actorOf(req), req.query, metaOf(req));
      reply.header('Content-Disposition', contentDisposition(file.fileName));
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Type', file.contentType);
      reply.header('Content-Length', file.size);
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(file.stream);
    },
  );

  api.get('/message/unread', { schema: { tags, response: { 200: MessageUnreadSchema } } }, (req) =>
    unreadCounts(ctx, actorOf(req)),
  );
}
