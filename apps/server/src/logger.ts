import pino from 'pino';
import type { Config } from './config';
import { describeDatabaseError, pgErrorOf } from './db/errors';
import { serializeRequest } from './http/request-log';

/**
 * The one logger of the server process (pino, as Fastify's own; docs/engineering-guide.md §1): JSON lines on stdout.
 * main.ts makes it before anything else, so start-up, the job queue and requests all write through it; services get
 * it as `ctx.log`. Never a token or a statement's parameters (docs/engineering-guide.md §6).
 */
export type Logger = pino.Logger;
/** What services may call: the logger's levels (Fastify's request loggers have them too). */
export type Log = Pick<pino.BaseLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>;

export function createLogger(config: Pick<Config, 'logLevel'>, stream?: NodeJS.WritableStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
  // pino's own stdout writes synchronously, so a fatal line is out before the process exits.
  return stream ? pino(options, stream as pino.DestinationStream) : pino(options);
}

/**
 * pino's `err` serializer, except for database failures: drizzle's message quotes the statement with its
 * parameters, and the driver's `detail` quotes the row (a duplicate key's values, a password hash once). Those are
 * described by their SQLSTATE and names only (db/errors.ts), with PostgreSQL's own message unless it is a data
 * exception (class 22), whose messages quote the value.
 */
export function serializeError(err: unknown): unknown {
  const db = describeDatabaseError(err) ?? describeQueryError(err);
  if (!db) return pino.stdSerializers.err(err as Error);
  const pg = pgErrorOf(err);
  const reason = pg && !pg.code.startsWith('22') ? (pg as { message?: string }).message : undefined;
  // Our own wrapper around the failure (not drizzle's, whose message holds the parameters) says what was being done.
  const outer =
    err instanceof Error && (err as unknown) !== pg && !/^Failed query/.test(err.message) ? err.message : undefined;
  return { ...db, ...(reason ? { reason } : {}), ...(outer ? { context: outer } : {}) };
}

/** One line saying why something failed, for a log message: a database failure by its reason only. */
export function failureReason(err: unknown): string {
  const serialized = serializeError(err) as { reason?: unknown; code?: unknown; message?: unknown } | undefined;
  if (err instanceof Error && typeof serialized === 'object' && serialized && !('message' in serialized)) {
    const reason = typeof serialized.reason === 'string' ? serialized.reason : `SQLSTATE ${String(serialized.code)}`;
    return `a database statement failed (${reason})`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** A failed statement that is not PostgreSQL's own error (drizzle's wrapper around a driver's TypeError, say). */
function describeQueryError(err: unknown): Record<string, unknown> | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as Error).cause, depth++) {
    const { query, params } = e as { query?: unknown; params?: unknown };
    if (typeof query === 'string' && Array.isArray(params)) {
      return { type: (err as Error).name, query: query.slice(0, 2000) };
    }
  }
  return undefined;
}
