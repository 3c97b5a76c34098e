import { serviceabilityApi, strategyApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
import { getServiceabilitySettings, saveServiceabilitySettings } from './advice-settings';
import { getServiceability } from './serviceability.service';
import { listClientStrategies, removeClientStrategy, saveClientStrategy } from './strategies.service';

/** Serviceability (paid plans) and strategies (Pro) from the client's fact-find (decision 048). */
export function adviceRoutes(api: Api, ctx: ServiceContext): void {
  route(api, serviceabilityApi.get, (req) => getServiceability(ctx, actorOf(req), req.query));
  route(api, serviceabilityApi.settings, (req) => getServiceabilitySettings(ctx, actorOf(req), req.query.adviserId));
  route(api, serviceabilityApi.saveSettings, (req) => saveServiceabilitySettings(ctx, actorOf(req), req.body));
  route(api, strategyApi.list, (req) => listClientStrategies(ctx, actorOf(req), req.query.clientId));
  route(api, strategyApi.save, (req) => saveClientStrategy(ctx, actorOf(req), req.body));
  route(api, strategyApi.remove, (req) => removeClientStrategy(ctx, actorOf(req), req.body.clientId, req.body.key));
}
