import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../context';

/** The fastify instance feature routes are registered on: zod schemas type params, bodies and replies. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook from the bearer token; null when signed out. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (sign-in, health, public pages). */
    public?: boolean;
  }
}
