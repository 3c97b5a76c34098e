import { lodgementApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getLodgementStatus, startLodgement } from './lodgement.service';

/** Upload to the lodgement system (decision 021; docs/spec/core-and-application.md §2 Application navigation). */
export function lodgementRoutes(api: Api, ctx: ServiceContext): void {
  route(api, lodgementApi.status, (req) => getLodgementStatus(ctx, actorOf(req), req.query.clientId));
  route(api, lodgementApi.upload, (req) => startLodgement(ctx, actorOf(req), req.body.clientId));
}
