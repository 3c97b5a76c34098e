/*
 * The error the API answers and both sides throw, without its schema (errors.ts checks the body): the web's
 * api-client throws ApiError on every page, so it must not bring zod with it (docs/decisions/011-light-first-load.md).
 */

/** The one error shape that crosses the API boundary (docs/engineering-guide.md §3 rule 4): its codes. */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  /** 403 to someone who must enrol in two-step sign-in first (ADMIN_MFA, ADVISER_MFA; decision 044). */
  'mfa_required',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  mfa_required: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** Thrown by services and by the web api-client alike, so both sides speak of failures the same way. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly status: number;
  /** Extra body keys sent beside `error` (for example `current` on an edit conflict). */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, field?: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.status = STATUS_BY_CODE[code];
    this.extra = extra;
  }
}
