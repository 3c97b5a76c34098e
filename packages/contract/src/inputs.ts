import { z } from 'zod';
import { isStorableText, MAX_ID } from './inputs-values';
import { MESSAGES } from './messages';

/*
 * The building blocks every request field is made of (docs/decisions/015-input-boundary.md): text that
 * PostgreSQL can store, and whole numbers written only in decimal. Responses keep plain z.string().
 */

// The plain rules live apart so pages read them without zod; these names stay importable from here too.
export { isStorableText, MAX_ID };

/** The one string rule: every text a request carries (body, query, path, autosave value) starts here. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: MESSAGES.unstorableText });
}

/**
 * A whole number from min to max, as a JSON number or as decimal digits (query strings and paths are text).
 * `true`, `"0x10"`, `" 12 "`, `"1e3"` and `"012"` are refused: Number() would read each as a number.
 */
export function wholeNumber(min: number, max: number, message: string) {
  const number = z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
  const digits = text({ error: message })
    .regex(/^(0|[1-9][0-9]{0,15})$/, { error: message })
    .transform(Number)
    .pipe(number);
  return z.union([number, digits], { error: message });
}

/** A row id: a positive integer that fits PostgreSQL's integer. */
export const IdSchema = wholeNumber(1, MAX_ID, MESSAGES.invalidId);
