import { defineEndpoints } from './endpoint';

/**
 * A client's conversation with their adviser (docs/decisions/022-leads-messages-help.md). Clients and advisers both
 * call these; whose conversation it is the client gate decides (another's answers 404), so each is 'signedIn'.
 */
export const messagesEndpoints = defineEndpoints('messages', {
  list: {
    method: 'GET',
    path: '/message/list',
    access: 'signedIn',
    summary: "A client's conversation with their adviser, and how many messages the caller has not read",
  },
  read: {
    method: 'POST',
    path: '/message/read',
    access: 'signedIn',
    summary: "Mark the other side's messages of a conversation read",
  },
  send: {
    method: 'POST',
    path: '/message/send',
    access: 'signedIn',
    status: 201,
    summary: 'Send a message in a conversation',
    failures: [429],
  },
  upload: {
    method: 'POST',
    path: '/message/upload',
    access: 'signedIn',
    status: 201,
    consumes: 'multipart/form-data',
    summary:
      'Send a message with an attachment: clientId and body first, then file (a photo, PDF or office document, at most 10 MB)',
    failures: [413, 415, 429],
  },
  attachment: {
    method: 'GET',
    path: '/message/attachment',
    access: 'signedIn',
    produces: 'application/octet-stream',
    summary: "Download a message's attachment",
  },
  unread: {
    method: 'GET',
    path: '/message/unread',
    access: 'signedIn',
    summary: "Unread messages per client: an adviser's clients with any, or the client's own conversation",
  },
});
