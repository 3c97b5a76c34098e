import { mailboxApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getMailboxEmail, listMailbox } from './mailbox.service';

export function mailboxRoutes(api: Api, ctx: ServiceContext): void {
  route(api, mailboxApi.list, (req) => listMailbox(ctx, actorOf(req), req.query));
  route(api, mailboxApi.detail, (req) => getMailboxEmail(ctx, actorOf(req), req.params.id));
}
