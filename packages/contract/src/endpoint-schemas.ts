import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { operationIdOf } from './endpoint';

/** The zod schemas of one endpoint's input and answer (the answer's JSON; none when it `produces` a file). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply?: z.ZodType;
}

export type BoundEndpoint<E extends Endpoint = Endpoint, S extends EndpointSchemas = EndpointSchemas> = E & {
  readonly schemas: S;
};

/**
 * The OpenAPI document's named schemas: each endpoint's body and answer, registered under its operation's name
 * (`FeedbackListReply`), so the document refers to them instead of repeating them inline.
 */
export const apiComponents = z.registry<{ id: string }>();

function pascal(key: string): string {
  const id = operationIdOf(key);
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function name(schema: z.ZodType | undefined, id: string): void {
  if (!schema || apiComponents.has(schema)) return;
  // Only objects and arrays are worth a name; a bare string or enum reads better inline.
  const type = schema._zod.def.type;
  if (type === 'object' || type === 'array') apiComponents.add(schema, { id });
}

/**
 * Binds a feature's schemas to its endpoints (endpoint.ts): one entry per endpoint, no more, no fewer, so a
 * path, a method and its schemas are declared once and checked by the compiler wherever they are used.
 */
export function bindSchemas<
  const T extends Record<string, Endpoint>,
  const S extends { [K in keyof T]: EndpointSchemas },
>(
  table: T,
  schemas: S & Record<Exclude<keyof S, keyof T>, never>,
): { readonly [K in keyof T]: BoundEndpoint<T[K], S[K]> } {
  const out: Record<string, BoundEndpoint> = {};
  for (const [key, endpoint] of Object.entries(table)) {
    const bound = schemas[key as keyof T] as EndpointSchemas;
    name(bound.body, `${pascal(endpoint.key)}Body`);
    name(bound.reply, `${pascal(endpoint.key)}Reply`);
    out[key] = { ...endpoint, schemas: bound };
  }
  return out as { readonly [K in keyof T]: BoundEndpoint<T[K], S[K]> };
}

type Out<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer Z extends z.ZodType } ? z.output<Z> : never;
type In<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer Z extends z.ZodType } ? z.input<Z> : never;

/** What a handler receives, parsed. */
export type ParamsOut<E> = E extends BoundEndpoint<Endpoint, infer S> ? Out<S, 'params'> : never;
export type QueryOut<E> = E extends BoundEndpoint<Endpoint, infer S> ? Out<S, 'query'> : never;
export type BodyOut<E> = E extends BoundEndpoint<Endpoint, infer S> ? Out<S, 'body'> : never;
/** What an endpoint answers (its reply schema's output), or unknown when it produces a file or a stream. */
export type ReplyOf<E> =
  E extends BoundEndpoint<Endpoint, infer S>
    ? S extends { reply: infer Z extends z.ZodType }
      ? z.output<Z>
      : unknown
    : never;

type Part<S, K extends keyof EndpointSchemas> = S extends { [P in K]: z.ZodType }
  ? Record<string, never> extends In<S, K>
    ? { [P in K]?: In<S, K> }
    : { [P in K]: In<S, K> }
  : { [P in K]?: never };

/**
 * What a caller sends: only the parts the endpoint has, each as its schema accepts it (a part whose fields all have
 * defaults may be left out). An endpoint with no body schema may take a multipart body (FormData).
 */
export type InputOf<E> =
  E extends BoundEndpoint<Endpoint, infer S>
    ? Part<S, 'params'> & Part<S, 'query'> & (S extends { body: z.ZodType } ? Part<S, 'body'> : { body?: FormData })
    : never;
