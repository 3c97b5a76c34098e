import { ApiError, type ApiErrorBody, type ErrorCode, MESSAGES } from '@brokerdesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RateLimitedError } from '../errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** One error shape for every failure (GUIDE §3 rule 4); 5xx details stay in the log, tagged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    const requestId = String(request.id);
    if (err instanceof ApiError) {
      if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
      if (err.code === 'forbidden' || err.code === 'not_found') request.log.info({ code: err.code }, err.message);
      const body: ApiErrorBody & Record<string, unknown> = {
        ...err.extra,
        error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}), requestId },
      };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.split('/').filter(Boolean).join('.') || undefined;
      const message = first?.message || 'Invalid request.';
      return reply.status(400).send(errorBody('validation', message, requestId, field));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody('internal', MESSAGES.serverError, requestId));
    }
    const code = CODE_BY_STATUS[status] ?? 'validation';
    return reply.status(status).send(errorBody(code, err.message, requestId));
  });
}

export function errorBody(code: ErrorCode, message: string, requestId?: string, field?: string): ApiErrorBody {
  return { error: { code, message, ...(field ? { field } : {}), ...(requestId ? { requestId } : {}) } };
}
