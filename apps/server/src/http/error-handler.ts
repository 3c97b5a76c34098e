import { ApiError, type ApiErrorBody, type ErrorCode, MESSAGES } from '@brokerdesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable, pgErrorOf } from '../db/errors';
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

/**
 * One error shape for every failure (docs/engineering-guide.md §3 rule 4); 5xx details stay in the log, tagged with the
 * request id.
 */
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
    const db = describeDatabaseError(err);
    if (db) {
      const answer = databaseAnswer(err);
      // The driver's message and drizzle's quote the statement's parameters: only the description is logged.
      request.log[answer.status >= 500 ? 'error' : 'warn']({ db }, 'database error');
      if (answer.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(answer.status).send(errorBody(answer.code, answer.message, requestId));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody('internal', MESSAGES.serverError, requestId));
    }
    const code = CODE_BY_STATUS[status] ?? 'validation';
    // A body that is not JSON: the parser's own words quote the body back, so the product's are used.
    const message = status === 400 && isUnreadableBody(err) ? MESSAGES.invalidRequest : err.message;
    return reply.status(status).send(errorBody(code, message, requestId));
  });
}

/** While the database restarts or fails over; long enough for a pool to reconnect. */
export const RETRY_AFTER_SECONDS = 5;

function isUnreadableBody(err: FastifyError): boolean {
  return err instanceof SyntaxError || (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP_'));
}

/**
 * Database errors a request's input caused are the caller's to fix: data exceptions (class 22) are 400,
 * integrity violations (class 23) 400 or 409. A database that cannot be reached is 503 and may be retried.
 * Anything else is ours: 500 (docs/decisions/015-input-boundary.md).
 */
function databaseAnswer(err: unknown): { status: number; code: ErrorCode; message: string } {
  if (isDatabaseUnavailable(err)) return { status: 503, code: 'unavailable', message: MESSAGES.serviceUnavailable };
  const state = pgErrorOf(err)?.code ?? '';
  if (state === '22021' || state === '22P05') {
    return { status: 400, code: 'validation', message: MESSAGES.unstorableText };
  }
  if (state.startsWith('22')) return { status: 400, code: 'validation', message: MESSAGES.valueOutOfRange };
  // unique_violation, exclusion_violation, and a row still referenced (or referring to one gone meanwhile).
  if (state === '23505' || state === '23P01' || state === '23503') {
    return { status: 409, code: 'conflict', message: MESSAGES.conflictingChange };
  }
  if (state.startsWith('23')) return { status: 400, code: 'validation', message: MESSAGES.valueOutOfRange };
  return { status: 500, code: 'internal', message: MESSAGES.serverError };
}

export function errorBody(code: ErrorCode, message: string, requestId?: string, field?: string): ApiErrorBody {
  return { error: { code, message, ...(field ? { field } : {}), ...(requestId ? { requestId } : {}) } };
}
