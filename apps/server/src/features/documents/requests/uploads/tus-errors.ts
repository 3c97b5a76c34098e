import { type ErrorCode, MESSAGES } from '@brokerdesk/contract';

const ERROR_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  412: 'validation',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  460: 'validation',
};

/**
 * The status a tus answer goes out with. tus answers 501 for an extension its store lacks (Upload-Concat,
 * Upload-Defer-Length); that is the client asking for something this server does not do, not a server failure, so
 * it is a 400 (the route refuses the known ones before tus sees them; this catches any other).
 */
export function errorStatus(status: number): number {
  return status === 501 ? 400 : status;
}

/** A tus refusal in the product's error shape (docs/engineering-guide.md §3 rule 4), whatever tus itself wrote. */
export function errorBody(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (parsed && typeof parsed === 'object' && parsed.error) return text;
  } catch {
    // tus writes plain text ('Upload-Offset header is invalid\n'): wrapped below.
  }
  if (status === 501)
    return JSON.stringify({ error: { code: 'validation', message: MESSAGES.uploadExtensionUnsupported } });
  const code = ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation');
  const message =
    status === 413
      ? MESSAGES.documentTooLarge
      : status >= 500
        ? MESSAGES.serverError
        : text.trim() || MESSAGES.notFound;
  return JSON.stringify({ error: { code, message } });
}

/** tus request headers of extensions this server does not offer (docs/decisions/028): refused before tus sees them. */
export const UNSUPPORTED_TUS_HEADERS = ['upload-concat', 'upload-defer-length', 'upload-checksum'] as const;
