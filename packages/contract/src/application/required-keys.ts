import type { FieldData, FieldSpec, Registry } from './field-rules';

/** Which keys a page still needs (completeness), from the registries' `required` rules. */

/** A value counts as answered unless it is missing, blank or an empty list (false and 0 are answers). */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The keys of a registry that apply to an item of this kind. */
export function keysForKind(registry: Registry, kind: string): string[] {
  return Object.keys(registry).filter((key) => {
    const kinds = registry[key]?.kinds;
    return !kinds || kinds.includes(kind);
  });
}

export function isRequired(field: FieldSpec, data: FieldData, kind = ''): boolean {
  return typeof field.required === 'function' ? field.required(data, kind) : field.required;
}

/** The required keys of a row that are not answered yet, in the registry's order. */
export function missingKeys(registry: Registry, data: FieldData, kind = ''): string[] {
  return keysForKind(registry, kind).filter((key) => {
    const field = registry[key] as FieldSpec;
    return isRequired(field, data, kind) && !isAnswered(data[key]);
  });
}

/** Required only when another key holds one of these values (for example details when the answer is yes). */
export const requiredWhen =
  (key: string, ...accepted: unknown[]) =>
  (data: FieldData): boolean =>
    accepted.includes(data[key]);
