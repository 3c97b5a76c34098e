import { ATTACHMENT_MAX_BYTES, MessageUploadFieldsSchema, messagesApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { contentDisposition } from '../../files';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { withUpload } from '../../http/multipart-upload';
import type { Api } from '../../http/types';
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
  route(api, messagesApi.list, (req) => listMessages(ctx, actorOf(req), req.query.clientId));

  route(api, messagesApi.read, (req) => readMessages(ctx, actorOf(req), req.body.clientId));

  route(api, messagesApi.send, async (req) => ({
    message: await sendMessage(ctx, actorOf(req), req.body.clientId, req.body.body),
  }));

  // Multipart: the fields come before the file, so who is asking is checked before a byte is stored.
  route(api, messagesApi.upload, async (req) => {
    const actor = actorOf(req);
    const message = await withUpload(req, MessageUploadFieldsSchema, ATTACHMENT_MAX_BYTES, (fields, source) =>
      sendMessageWithFile(ctx, actor, fields, source),
    );
    return { message };
  });

  route(api, messagesApi.attachment, async (req, reply) => {
    const file = await openMessageAttachment(ctx, actorOf(req), req.query, metaOf(req));
    reply.header('Content-Disposition', contentDisposition(file.fileName));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Length', file.size);
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(file.stream);
  });

  route(api, messagesApi.unread, (req) => unreadCounts(ctx, actorOf(req)));
}
