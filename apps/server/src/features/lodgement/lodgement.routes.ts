import { LodgementClientSchema, LodgementStatusSchema } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getLodgementStatus, startLodgement } from './lodgement.service';

/** Upload to the lodgement system (decision 021; docs/spec/core-and-application.md §2 Application navigation). */
export function lodgementRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['lodgement'];
  api.get(
    '/lodgement/status',
    { schema: { tags, querystring: LodgementClientSchema, response: { 200: LodgementStatusSchema } } },
    (req) => getLodgementStatus(ctx, actorOf(req), req.query.clientId),
  );
  api.post(
    '/lodgement/upload',
    { schema: { tags, body: LodgementClientSchema, response: { 202: LodgementStatusSchema } } },
    async (req, reply) => reply.status(202).send(await startLodgement(ctx, actorOf(req), req.body.clientId)),
  );
}
