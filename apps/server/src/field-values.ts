import {
  crossProblem,
  type FieldData,
  type FieldSpec,
  isNoAnswer,
  MESSAGES,
  type Registry,
  readFieldValue,
  toE164,
} from '@brokerdesk/contract';
import phoneNumberingPlan from 'libphonenumber-js/max/metadata';
import { invalid } from './errors';

/*
 * The one way an autosaved value is read, for the fact-find's registries (docs/decisions/008-application-data.md)
 * and the adviser settings alike: both are contract field specs, so a key means the same on every page that saves it.
 */

/**
 * A saved value as the key's rule reads it (blank clears a key that may be cleared; trimmed text, lowercased email,
 * ABN digits), phones in E.164; a value the rule refuses answers 400 with the rule's message on the key.
 */
export function parseFieldValue(field: FieldSpec, value: unknown, key: string): unknown {
  const read = readFieldValue(field, value);
  if (!read.ok) throw invalid(read.message, key);
  if (field.format !== 'phone' || read.value === null) return read.value;
  const e164 = toE164(read.value as string, phoneNumberingPlan);
  if (e164 === null) throw invalid(field.formatError ?? MESSAGES.invalidPhone, key);
  return e164;
}

/**
 * The rules across keys (a postcode and its country) on the row as the save would leave it: 400 on the key whose rule
 * it breaks, even when the save changed the other key.
 */
export function checkAcrossKeys(registry: Registry, data: FieldData, touched: readonly string[]): void {
  const problem = crossProblem(registry, data, touched);
  if (problem) throw invalid(problem.message, problem.key);
}

/**
 * Whether two stored values are the same answer: deep equality of JSON values where a missing key, null,
 * blank text and an empty list are all "no answer" (so an editor who saw an empty field matches a key never saved).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isNoAnswer(a) || isNoAnswer(b)) return isNoAnswer(a) && isNoAnswer(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const xo = a as Record<string, unknown>;
    const yo = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
    return [...keys].every((k) => sameValue(xo[k], yo[k]));
  }
  return a === b;
}
