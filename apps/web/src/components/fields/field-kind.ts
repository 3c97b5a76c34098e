import { CentsSchema, type FieldSpec, isCalendarDate, MAX_TEXT } from '@brokerdesk/contract';

/**
 * Which control a registry key gets. The contract's field factories do not name a control, so it is read from
 * what they do put on the spec: `format`, `ref`, `options`, the shared CentsSchema and the zod rule itself
 * (fields.test.tsx walks every registry, so a new kind of rule shows up there rather than as a wrong control).
 */
export type InputKind =
  | 'text'
  | 'long-text'
  | 'email'
  | 'phone'
  | 'date'
  | 'int'
  | 'percent'
  | 'money'
  | 'choice'
  | 'yes-no'
  | 'country'
  | 'ages'
  | 'owners'
  | 'applicants'
  | 'applicant'
  | 'row';

/** zod 4 keeps a schema's parts on `_zod.def`; only the few used here are typed. */
interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string; fn?: unknown; format?: string } } }[];
  in?: { _zod: { def: ZodDef } };
  out?: { _zod: { def: ZodDef } };
  format?: string;
}
interface ZodNumberInfo {
  isInt?: boolean;
  maxValue?: number;
}

const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

const hasCheck = (def: ZodDef, test: (c: { check: string; fn?: unknown; format?: string }) => boolean) =>
  (def.checks ?? []).some((c) => test(c._zod.def));

function stringKind(def: ZodDef, schema: unknown): InputKind {
  if (def.type === 'pipe' && def.in && def.out) {
    const out = def.out._zod.def;
    // emailField: a trimmed, lowercased string piped into z.email().
    if (out.type === 'string' && (out.format === 'email' || hasCheck(out, (c) => c.format === 'email'))) return 'email';
    return 'text';
  }
  if (hasCheck(def, (c) => c.fn === isCalendarDate)) return 'date';
  const max = (schema as { maxLength?: number | null }).maxLength;
  return typeof max === 'number' && max > MAX_TEXT ? 'long-text' : 'text';
}

export function inputKindOf(spec: FieldSpec): InputKind {
  if (spec.format === 'phone') return 'phone';
  if (spec.ref === 'owners') return 'owners';
  if (spec.ref === 'person_ids') return 'applicants';
  if (spec.ref === 'trustee') return 'applicant';
  if (spec.ref === 'asset_id') return 'row';
  if (spec.schema === CentsSchema) return 'money';
  if (spec.options) return 'choice';
  const def = defOf(spec.schema);
  if (def.type === 'boolean') return 'yes-no';
  if (def.type === 'array') return 'ages';
  if (def.type === 'number') {
    const info = spec.schema as unknown as ZodNumberInfo;
    if (info.isInt) return 'int';
    // A bounded decimal is a percentage; the one unbounded number without options is a country id
    // (docs/spec/core-and-application.md §3).
    return Number.isFinite(info.maxValue) ? 'percent' : 'country';
  }
  return stringKind(def, spec.schema);
}

/** The bounds of a number rule, for the number inputs. */
export function numberBounds(spec: FieldSpec): { min?: number; max?: number } {
  const info = spec.schema as unknown as { minValue?: number | null; maxValue?: number | null };
  const finite = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  return { min: finite(info.minValue), max: finite(info.maxValue) };
}
