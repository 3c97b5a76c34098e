import { type FieldSpec, MESSAGES, toE164 } from '@brokerdesk/contract';
import { invalid } from '../../errors';

/**
 * How a saved value is read: blank text clears a key like null does; the registry's zod rule checks and
 * normalises the rest (trimmed text, lowercased email, ABN digits); phone numbers are stored in E.164.
 */
export function parseFieldValue(field: FieldSpec, value: unknown, key: string): unknown {
  const cleared = clearedValue(value);
  if (cleared === null) return null;
  const parsed = field.schema.safeParse(cleared);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? MESSAGES.invalidValue, key);
  if (field.format === 'phone') {
    const e164 = toE164(parsed.data as string);
    if (e164 === null) throw invalid(MESSAGES.invalidPhone, key);
    return e164;
  }
  return parsed.data;
}

/** null, undefined and blank text all mean "no answer". */
function clearedValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  // An empty list (no owners, no dependant ages) is no answer too.
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

/**
 * Whether two stored values are the same answer: deep equality of JSON values where a missing key, null,
 * blank text and an empty list are all "no answer" (so an editor who saw an empty field matches a key never saved).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = clearedValue(a);
  const y = clearedValue(b);
  if (x === null || y === null) return x === y;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((item, i) => sameValue(item, y[i]));
  }
  if (typeof x === 'object' && typeof y === 'object') {
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
    return [...keys].every((k) => sameValue(xo[k], yo[k]));
  }
  return x === y;
}
