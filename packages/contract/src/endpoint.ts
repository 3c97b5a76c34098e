/*
 * The API's endpoints, declared once in the contract (docs/decisions/033-endpoints-in-the-contract.md). This module
 * is zod-free, so the web's typed client can read an endpoint's method and path without downloading zod
 * (decision 011); a feature's schemas are bound to its endpoints in its zod module (`bindSchemas`, endpoint-schemas.ts),
 * and the server registers routes, and the OpenAPI document is built, from those bound tables.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/**
 * Who may call an endpoint, checked before its handler: `public` answers without a session; `signedIn` needs one;
 * `admin` answers 403 to anyone who is not an administrator; a list of roles answers 403 to the other roles.
 * Whose record may be read (another adviser's client answers 404) is the access module's to decide.
 */
export type EndpointAccess = 'public' | 'signedIn' | 'admin' | readonly ('admin' | 'broker' | 'planner' | 'client')[];

/** Failures an endpoint documents besides the ones its access and input imply (400, 401, 403, 404). */
export type DocumentedFailure = 409 | 413 | 415 | 429 | 503;

/** What a feature writes for one endpoint. */
export interface EndpointSpec {
  method: HttpMethod;
  /** Under /api, with `:name` parameters, e.g. `/client/:clientId/documents`. */
  path: string;
  access: EndpointAccess;
  /** One line for the OpenAPI document's `summary`. */
  summary: string;
  /** The success status; 200 unless said. */
  status?: number;
  /** The answer is not JSON: a file, a stream, a page, or a protocol of its own (tus); `type` is its media type. */
  produces?: string;
  /** The body is not JSON: `multipart/form-data` (uploads), raw bytes (webhooks, tus). */
  consumes?: string;
  failures?: readonly DocumentedFailure[];
  /** Left out of the OpenAPI document (the document itself, protocol plumbing). */
  hidden?: boolean;
  /**
   * Callable by someone who must enrol in two-step sign-in before anything else (decision 044): the enrolment itself,
   * the signed-in user, the session's check and sign-out. Every other signed-in endpoint answers them 403
   * `mfa_required`.
   */
  duringEnrolment?: boolean;
}

/** An endpoint as the table holds it: its spec plus its key, `feature.name`. */
export type Endpoint<K extends string = string, S extends EndpointSpec = EndpointSpec> = S & { readonly key: K };

export type EndpointTable<F extends string, T extends Record<string, EndpointSpec>> = {
  readonly [N in keyof T & string]: Endpoint<`${F}.${N}`, T[N]>;
};

/** A feature's endpoints: each gets the key `feature.name`, which ties it to its schemas and names its operation. */
export function defineEndpoints<const F extends string, const T extends Record<string, EndpointSpec>>(
  feature: F,
  table: T,
): EndpointTable<F, T> {
  const out: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(table)) out[name] = { ...spec, key: `${feature}.${name}` };
  return out as EndpointTable<F, T>;
}

/** `feedback.create` -> `feedbackCreate`: the OpenAPI operationId. */
export function operationIdOf(key: string): string {
  return key
    .split(/[.-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** Fills `:name` parameters of a path; each value is URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
