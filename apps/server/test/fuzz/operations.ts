import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './values';

/** One operation of the OpenAPI document, as the fuzz test drives it. */
export interface Operation {
  method: string;
  /** OpenAPI form, e.g. /api/mailbox/{id} */
  path: string;
  params: { in: 'path' | 'query'; name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * A schema with each `$ref` to a component replaced by the component, so the fuzz sees a named body's fields as it
 * sees an inline one's (the contract's endpoints name their bodies, docs/decisions/033).
 */
function inlineRefs(node: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, components, depth));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  const name = typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined;
  // A schema that refers to itself is followed a few levels down, which is all the fuzz samples.
  if (name !== undefined && depth < 8) return inlineRefs(components[name], components, depth + 1);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(v, components, depth)]));
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const components = doc.components?.schemas ?? {};
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: inlineRefs(op.requestBody?.content['application/json']?.schema, components) as JsonSchema | undefined,
      });
    }
  }
  return ops;
}

/**
 * Every route the app serves, read from fastify's route tree (`printRoutes` is its only public listing):
 * each line is a segment below its parent's, with its methods in brackets.
 */
export function servedRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = full;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) out.push({ method, path: full });
  }
  return out;
}

/** /api/mailbox/:id as /api/mailbox/{id}. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
