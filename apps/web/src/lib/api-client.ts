import { ApiError, ApiErrorBodySchema, type ErrorCode, MESSAGES } from '@brokerdesk/contract';
import type { z } from 'zod';
import { getToken } from './session';

/**
 * The only place that calls fetch (GUIDE §2). Every request carries the bearer token; every failure becomes an
 * ApiError in the contract's shape, so forms can show `field` errors and pages can react to `code`.
 */
type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  query?: Query;
  body?: unknown;
  /** Parse the answer with this contract schema (types flow from it). */
  schema?: S;
  signal?: AbortSignal;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

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

async function send(method: string, path: string, opts: RequestOptions<z.ZodType | undefined>): Promise<Response> {
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
    throw new ApiError('unavailable', MESSAGES.networkError);
  }
  if (!response.ok) throw await toApiError(response, Boolean(token));
  return response;
}

async function toApiError(response: Response, hadToken: boolean): Promise<ApiError> {
  let parsed: ReturnType<typeof ApiErrorBodySchema.safeParse> | undefined;
  let extra: Record<string, unknown> | undefined;
  try {
    const json = (await response.json()) as Record<string, unknown>;
    parsed = ApiErrorBodySchema.safeParse(json);
    const { error: _ignored, ...rest } = json;
    extra = rest;
  } catch {
    parsed = undefined;
  }
  if (response.status === 401 && hadToken) onUnauthenticated?.();
  if (parsed?.success) {
    const e = parsed.data.error;
    return new ApiError(e.code, e.message, e.field, extra);
  }
  const code: ErrorCode = response.status >= 500 ? 'internal' : response.status === 404 ? 'not_found' : 'validation';
  return new ApiError(
    code,
    response.status >= 500 ? MESSAGES.serverError : response.statusText || MESSAGES.serverError,
  );
}

async function read<S extends z.ZodType | undefined>(response: Response, opts: RequestOptions<S>) {
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return (opts.schema ? opts.schema.parse(data) : data) as Answer<S>;
}

async function json<S extends z.ZodType | undefined>(method: string, path: string, opts: RequestOptions<S> = {}) {
  return read(await send(method, path, opts), opts);
}

export const api = {
  get: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => json('GET', path, opts),
  post: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) =>
    json('POST', path, opts),
  put: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => json('PUT', path, opts),
  delete: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) =>
    json('DELETE', path, opts),
  /**
   * A GET whose answer also travels in response headers (the webhook list's X-Total-Count, settings §7 answers
   * a bare array): resolves with the parsed body and the headers.
   */
  async getWithHeaders<S extends z.ZodType | undefined = undefined>(path: string, opts: RequestOptions<S> = {}) {
    const response = await send('GET', path, opts);
    return { data: await read(response, opts), headers: response.headers };
  },
  /** A file answer (CSV, zip): resolves with the blob and the server's file name. */
  async download(path: string, opts: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
    const response = await send(opts.body === undefined ? 'GET' : 'POST', path, opts);
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return { blob: await response.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : null };
  },
};

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

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
