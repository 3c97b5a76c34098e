import { defineEndpoints } from './endpoint';

/** The outbox every email the product sends goes through, as administrators read it. */
export const mailboxEndpoints = defineEndpoints('mailbox', {
  list: { method: 'GET', path: '/mailbox', access: 'admin', summary: 'List sent and queued emails, newest first' },
  detail: { method: 'GET', path: '/mailbox/:id', access: 'admin', summary: 'Read one email with its body' },
});
