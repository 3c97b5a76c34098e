import { IdSchema, MailboxEmailSchema, MailboxListSchema, MailboxQuerySchema } from '@brokerdesk/contract';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getMailboxEmail, listMailbox } from './mailbox.service';

export function mailboxRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['mailbox'];
  api.get(
    '/mailbox',
    { schema: { tags, querystring: MailboxQuerySchema, response: { 200: MailboxListSchema } } },
    (req) => listMailbox(ctx, actorOf(req), req.query),
  );
  api.get(
    '/mailbox/:id',
    { schema: { tags, params: z.object({ id: IdSchema }), response: { 200: MailboxEmailSchema } } },
    (req) => getMailboxEmail(ctx, actorOf(req), req.params.id),
  );
}
