import { metaApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { createMetaReader } from './meta.service';

/**
 * The meta endpoint is public and cheap, read by every page (the login page too) for the demo banner; the OpenAPI
 * document is the API's description, built by @fastify/swagger from every registered route.
 */
export function metaRoutes(api: Api, ctx: ServiceContext): void {
  const readMeta = createMetaReader(ctx);
  route(api, metaApi.read, () => readMeta());
  route(api, metaApi.openapi, () => api.swagger());
}
