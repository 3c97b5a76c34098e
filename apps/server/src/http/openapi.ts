import { ApiErrorBodySchema, apiComponents, apiTables, type BoundEndpoint, STATUS_BY_CODE } from '@brokerdesk/contract';
import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const ERROR_COMPONENT = 'Error';
if (!apiComponents.has(ApiErrorBodySchema)) apiComponents.add(ApiErrorBodySchema, { id: ERROR_COMPONENT });

/** Every endpoint of the contract by key (`feature.name`). */
export const endpointsByKey: ReadonlyMap<string, BoundEndpoint> = new Map(
  Object.values(apiTables).flatMap((table) => Object.values(table).map((e) => [e.key, e as BoundEndpoint] as const)),
);

const FAILURE_TEXT: Record<number, string> = {
  400: 'The input is not valid; `error.field` names the field when there is one.',
  401: 'Not signed in, or the session has ended.',
  403: 'Not allowed: a missing role, a page the plan locks, or an action for the adviser only.',
  404: "Not found, or not the caller's to see.",
  409: 'In conflict with the current state.',
  413: 'Too large.',
  415: 'A file type that is not accepted.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  431: 'The request headers are over the limit.',
  503: 'A service the request needs is unavailable; try again shortly.',
};

const HEADERS_TOO_LARGE = 431;

/** The failures an endpoint can answer, in the one error shape (docs/engineering-guide.md §3 rule 4). */
export function failuresOf(endpoint: BoundEndpoint): number[] {
  const statuses = new Set<number>(endpoint.failures ?? []);
  const { params, query, body } = endpoint.schemas;
  if (params || query || body || endpoint.consumes) statuses.add(STATUS_BY_CODE.validation);
  if (endpoint.access !== 'public') {
    statuses.add(STATUS_BY_CODE.unauthenticated);
    statuses.add(STATUS_BY_CODE.forbidden);
    statuses.add(STATUS_BY_CODE.not_found);
  } else if (endpoint.path.includes(':')) {
    statuses.add(STATUS_BY_CODE.not_found);
  }
  // A public endpoint without input (the probes, meta) can fail only as any request can, before a route runs:
  // headers over Node's limit answer 431 in the error shape (framework-errors.ts). Said where nothing else is, so
  // every operation names a failure (Redocly's operation-4xx-response).
  if (![...statuses].some((s) => s < 500)) statuses.add(HEADERS_TOO_LARGE);
  return [...statuses].sort((a, b) => a - b);
}

const errorResponse = (status: number) => ({
  description: FAILURE_TEXT[status] ?? 'Failed.',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_COMPONENT}` } } },
});

/** zod options whose JSON Schema is their inner schema's, which zod may fill in after a union's override has run. */
const WRAPPERS = new Set(['pipe', 'optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'lazy']);

/**
 * The type provider's override drops a union's empty (`{}`) branches, meant for the ones JSON Schema cannot say. When
 * a union is used twice in one schema (an id, inputs.ts wholeNumber, in two fields), zod fills its piped branch only
 * after the override has run, so that branch was dropped too: the id lost its string form and the document had
 * one-branch `anyOf`s. This keeps a wrapper's branch for zod to fill. The provider's other rules are for
 * `z.date()`, `z.undefined()` and OpenAPI 3.0, none of which the contract uses.
 */
function unionBranches(ctx: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  const def = ctx.zodSchema._zod.def;
  const anyOf = ctx.jsonSchema.anyOf;
  if (def.type !== 'union' || !anyOf) return;
  const options = (def as z.core.$ZodUnionDef).options;
  ctx.jsonSchema.anyOf = anyOf.filter(
    (branch, i) => Object.keys(branch).length > 0 || WRAPPERS.has(options[i]?._zod.def.type ?? ''),
  );
}

/**
 * The type provider names each registered schema twice, as read (`XInput`) and as written (`X`); a body is only
 * ever read and an answer only written, so the other name is dropped, with any component nothing refers to.
 */
function usedSchemas(document: { components?: { schemas?: Record<string, unknown> } }): Record<string, unknown> {
  const schemas = document.components?.schemas ?? {};
  const { components: _components, ...rest } = document;
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(rest);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/**
 * The OpenAPI document, built from the contract's endpoint tables (docs/decisions/033): each route's schemas as the
 * type provider turns them into JSON Schema, named component schemas, and the error shape on every failure.
 */
export function openApiOptions(): SwaggerOptions {
  const zodToJsonConfig = { override: unionBranches };
  const base = createJsonSchemaTransform({ schemaRegistry: apiComponents, zodToJsonConfig });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: apiComponents, zodToJsonConfig });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BrokerDesk API',
        version: '1.0.0',
        description: 'Generated from the shared contract (packages/contract).',
        license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
      },
      // Relative to wherever the app is served (PUBLIC_URL), so the document is the same on every instance.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform(document) {
      const key = document.route.config?.endpoint;
      const endpoint = key ? endpointsByKey.get(key) : undefined;
      const out = base(document);
      if (!endpoint || out.schema.hide) return out;
      const schema = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      const response: Record<string, unknown> = { ...(schema.response ?? {}) };
      const ok = String(endpoint.status ?? 200);
      if (endpoint.produces) {
        response[ok] = {
          description: 'The file or page.',
          content: { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } },
        };
      } else if (!response[ok]) {
        response[ok] = { description: 'Done.', type: 'null' };
      }
      for (const status of failuresOf(endpoint)) response[String(status)] = errorResponse(status);
      if (endpoint.access === 'public') schema.security = [];
      return { ...out, schema: { ...schema, response } };
    },
    transformObject(document) {
      const object = withComponents(document) as { components?: { schemas?: Record<string, unknown> } };
      return { ...object, components: { ...object.components, schemas: usedSchemas(object) } };
    },
  } as SwaggerOptions;
}
