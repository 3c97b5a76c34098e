import { ApiError, MESSAGES } from '@brokerdesk/contract';

/**
 * Shorthands for the typed errors services throw; the HTTP error handler maps them (docs/engineering-guide.md §3
 * rule 4).
 */
export const notFound = (message: string = MESSAGES.notFound) => new ApiError('not_found', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError('forbidden', message);
/** 403 to someone who must turn two-step sign-in on before anything else (decision 044). */
export const mfaRequired = () => new ApiError('mfa_required', MESSAGES.mfaRequired);
export const unauthenticated = (message: string = MESSAGES.notSignedIn) => new ApiError('unauthenticated', message);
export const invalid = (message: string, field?: string) => new ApiError('validation', message, field);
export const conflict = (message: string, field?: string, extra?: Record<string, unknown>) =>
  new ApiError('conflict', message, field, extra);

/** A 429 that knows when its window ends: the error handler sends that as Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.tooManyAttempts,
  ) {
    super('rate_limited', message);
  }
}
