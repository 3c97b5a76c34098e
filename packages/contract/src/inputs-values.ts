/*
 * The plain halves of the input rules (docs/decisions/015-input-boundary.md): what PostgreSQL can store. The zod
 * rules built on them are in inputs.ts.
 */

/**
 * NUL, and UTF-16 surrogates outside a pair: PostgreSQL stores neither (text refuses NUL, jsonb both), and a
 * lone surrogate is not a character at all. With the `u` flag a well-formed pair reads as one code point, so
 * only the broken halves match.
 */
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** PostgreSQL's integer: ids and offsets beyond it can only fail in the database. */
export const MAX_ID = 2_147_483_647;
