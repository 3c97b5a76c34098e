import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../errors';

/**
 * The deletes of docs/spec/settings-billing-admin.md §7 send their parameters as a query in some clients and as a JSON
 * body in others; both are accepted, the body winning where both name a key.
 */
export function parseQueryOrBody<S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...(req.query as Record<string, unknown>), ...body });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalid(issue?.message ?? 'Invalid request.', issue?.path.join('.') || undefined);
}
