import {
  ApiError,
  type ApiErrorBody,
  type ApiTables,
  type Endpoint,
  type ErrorCode,
  fillPath,
  type InputOf,
  type ReplyOf,
  SHELL_MESSAGES,
} from '@brokerdesk/contract/constants';
import { getToken } from './session';

/**
 * The only place that calls fetch (docs/engineering-guide.md §2). Every request carries the bearer token; every failure
 * becomes an ApiError in the contract's shape, so forms can show `field` errors and pages can react to `code`.
 *
 * A call names a contract endpoint (`api(usersEndpoints.detail)`, docs/decisions/033), whose bound schemas type
 * its input and answer. The answer is not parsed again here: the server sends every answer through that same
 * schema (its serializer compiler), and parsing in the browser would put zod in every page's first load
 * (docs/decisions/011-light-first-load.md).
 */
type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** The contract's error body `{ error: { code, message, field? } }`, checked without zod. */
function errorBodyOf(json: unknown): ApiErrorBody['error'] | null {
  const error = (json as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const field = typeof error.field === 'string' ? error.field : undefined;
  return { code: error.code as ErrorCode, message: error.message, field };
}

let onUnauthenticated: (() => void) | null = null;
/** The app registers what happens when the server says the session is gone mid-use. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The errors thrown because no answer came at all (no network), rather than because the server answered one. */
const networkFailures = new WeakSet<ApiError>();

/** The request never reached the server, or its answer never came back: the network failed, not the server. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof ApiError && networkFailures.has(err);
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const failure = new ApiError('unavailable', SHELL_MESSAGES.networkError);
    networkFailures.add(failure);
    throw failure;
  }
  if (!response.ok) throw await toApiError(response, Boolean(token));
  return response;
}

async function toApiError(response: Response, hadToken: boolean): Promise<ApiError> {
  let error: ApiErrorBody['error'] | null = null;
  let extra: Record<string, unknown> | undefined;
  try {
    const json = (await response.json()) as Record<string, unknown>;
    error = errorBodyOf(json);
    const { error: _ignored, ...rest } = json;
    extra = rest;
  } catch {
    error = null;
  }
  if (response.status === 401 && hadToken) onUnauthenticated?.();
  if (error) return new ApiError(error.code, error.message, error.field, extra);
  const code: ErrorCode = response.status >= 500 ? 'internal' : response.status === 404 ? 'not_found' : 'validation';
  return new ApiError(
    code,
    response.status >= 500 ? SHELL_MESSAGES.serverError : response.statusText || SHELL_MESSAGES.serverError,
  );
}

/** The contract's bound endpoint of a zod-free endpoint (its schemas, as types only: nothing of zod is downloaded). */
type Bound<E extends Endpoint> = E['key'] extends `${infer F}.${infer N}`
  ? F extends keyof ApiTables
    ? N extends keyof ApiTables[F]
      ? ApiTables[F][N]
      : never
    : never
  : never;

/** An input may be left out when every part of it is optional. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends InputOf<Bound<E>>
    ? [input?: InputOf<Bound<E>>, opts?: CallOptions]
    : [input: InputOf<Bound<E>>, opts?: CallOptions];

export interface CallOptions {
  signal?: AbortSignal;
}

function request<E extends Endpoint>(endpoint: E, input: InputOf<Bound<E>> | undefined, opts: CallOptions = {}) {
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: Query; body?: unknown };
  return send(endpoint.method, fillPath(endpoint.path, parts.params), {
    query: parts.query,
    body: parts.body,
    signal: opts.signal,
  });
}

/**
 * Calls a contract endpoint (docs/decisions/033): `api(feedbackEndpoints.list, { query })`. Its method and path come
 * from the contract, and its input and answer are typed from the endpoint's schemas, so a renamed path or a changed
 * schema is a compile error here.
 */
async function call<E extends Endpoint>(endpoint: E, ...[input, opts]: CallArgs<E>): Promise<ReplyOf<Bound<E>>> {
  const response = await request(endpoint, input, opts);
  return (response.status === 204 ? undefined : await response.json()) as ReplyOf<Bound<E>>;
}

/** A file answer (CSV, zip, PDF) of a contract endpoint: the blob and the server's file name. */
async function download<E extends Endpoint>(
  endpoint: E,
  ...[input, opts]: CallArgs<E>
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await request(endpoint, input, opts);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : null };
}

/** A JSON answer that also travels in response headers (the webhook list's X-Total-Count). */
async function withHeaders<E extends Endpoint>(endpoint: E, ...[input, opts]: CallArgs<E>) {
  const response = await request(endpoint, input, opts);
  return { data: (await response.json()) as ReplyOf<Bound<E>>, headers: response.headers };
}

/** `api(endpoint, input)`, `api.download(endpoint, input)`, `api.withHeaders(endpoint, input)`. */
export const api = Object.assign(call, { download, withHeaders });

/** Saves a downloaded blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The words a user sees for any failure: the server's own message (from the contract's MESSAGES) when the
 * request failed with an ApiError, otherwise the generic server-error message. Every page and notice uses it.
 */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : SHELL_MESSAGES.serverError;
}
