import type { BodyOut, BoundEndpoint, ParamsOut, QueryOut, ReplyOf } from '@brokerdesk/contract';
import { operationIdOf } from '@brokerdesk/contract';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { checkEndpointAccess } from '../access';
import { actorOf } from './auth-hook';
import type { Api } from './types';

/** A handler's request, typed from its endpoint's schemas (already parsed by the validator). */
export type EndpointRequest<E extends BoundEndpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/** A handler answers its endpoint's reply, or sends the reply itself (files, streams, other statuses). */
export type EndpointHandler<E extends BoundEndpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply> | ReplyOf<E> | FastifyReply;

/** Route options an endpoint may add: a rate limit, a body limit, a hook of its own. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'> & {
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'public' | 'endpoint'>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route was registered from (`feature.name`, docs/decisions/033). */
    endpoint?: string;
  }
}

/**
 * Registers the route of one contract endpoint: its method, path, schemas, success status and access come from the
 * contract; the feature gives the handler (and, rarely, route options such as a rate limit).
 */
export function route<E extends BoundEndpoint>(
  api: Api,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { params, query, body, reply } = endpoint.schemas;
  const feature = endpoint.key.split('.')[0] ?? endpoint.key;
  const access = endpoint.access;
  const checkAccess = async (req: FastifyRequest) => {
    if (access !== 'public') checkEndpointAccess(actorOf(req), endpoint);
  };
  api.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    onRequest: options.onRequest,
    // The access check runs before the feature's own hooks (a rate limit counts only callers who may call).
    preHandler: [checkAccess, ...[options.preHandler ?? []].flat()],
    config: { ...options.config, public: access === 'public', endpoint: endpoint.key },
    schema: {
      operationId: operationIdOf(endpoint.key),
      summary: endpoint.summary,
      tags: [feature],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(reply ? { response: { [endpoint.status ?? 200]: reply } } : {}),
    },
    handler: async (req, res) => {
      const answer = await handler(req as unknown as EndpointRequest<E>, res);
      // A handler that sent the reply itself answers the reply; anything else is the body, at the endpoint's status.
      if (answer === res) return res;
      if (endpoint.status && endpoint.status !== 200) res.status(endpoint.status);
      return answer;
    },
  });
}
