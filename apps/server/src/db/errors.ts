/**
 * Reading database failures (docs/decisions/015-input-boundary.md). Drizzle wraps the driver's error in one whose
 * message quotes the statement and its parameters (the user's values), so callers look at the cause and log only
 * what `describeDatabaseError` keeps.
 */

/** The fields PostgreSQL (through pg or PGlite) puts on a statement's error. */
export interface PgError {
  code: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** The error and its causes (`cause`, and each of an AggregateError's `errors`), nearest first. */
function* chain(err: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  const e = err as Record<string, unknown>;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

/** A SQLSTATE is five characters of digits and capitals; Node's own codes (ECONNREFUSED) are not. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error behind err, if there is one. */
export function pgErrorOf(err: unknown): PgError | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e) return e as unknown as PgError;
  }
  return undefined;
}

/** Class 08 connection exceptions, the server shutting down or starting (57P01–57P03), no connection slots. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What pg and its pool say when a connection drops, times out or cannot be had, and PGlite once closed. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|PGlite is closed/i;

/**
 * Whether err means the database cannot be reached right now (restarting, failing over, refusing connections)
 * rather than that this statement was wrong: such a request may succeed if sent again shortly.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_STATES.test(e.code) || UNAVAILABLE_ERRNOS.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * What may be logged about a database failure: the SQLSTATE and the names PostgreSQL gives, and the statement
 * without its parameters. Never the driver's message, which may quote a value ('invalid input syntax …: "…"').
 */
export function describeDatabaseError(err: unknown): Record<string, unknown> | undefined {
  const pg = pgErrorOf(err);
  const unavailable = isDatabaseUnavailable(err);
  if (!pg && !unavailable) return undefined;
  let query: string | undefined;
  for (const e of chain(err)) if (typeof e.query === 'string') query = e.query;
  const errno = [...chain(err)].find((e) => typeof e.code === 'string' && !SQLSTATE.test(e.code))?.code;
  return {
    type: (err as Error)?.name,
    code: pg?.code ?? errno,
    severity: pg?.severity,
    table: pg?.table,
    column: pg?.column,
    constraint: pg?.constraint,
    routine: pg?.routine,
    query: query?.slice(0, 2000),
  };
}

/** An error as logs outside a request may show it: a database failure without its parameters, anything else whole. */
export function loggableError(err: unknown): unknown {
  return describeDatabaseError(err) ?? err;
}
