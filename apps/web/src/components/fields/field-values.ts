import {
  type ApplicantSummary,
  countriesForSelect,
  type FieldOption,
  type FieldSpec,
  MESSAGES,
  type Owner,
  UNNAMED_APPLICANT,
} from '@brokerdesk/contract/constants';
import { formatDate } from '../../lib/dates';
import { formatPhone, phoneToStore } from '../../lib/phone';
import { formatMoney } from '../money-input';
import type { InputKind } from './field-kind';

/**
 * A key's value in two forms: stored (as the API sends and takes it: cents, E.164, ids, null for no answer) and
 * editor (what its control holds: text for text boxes and phones, '' for an empty number box). The field kit
 * converts at the edges, so `previous` always goes out in the stored form the server compares against.
 */

export function toEditor(kind: InputKind, stored: unknown): unknown {
  switch (kind) {
    case 'text':
    case 'long-text':
    case 'email':
    case 'date':
      return typeof stored === 'string' ? stored : '';
    case 'phone':
      return typeof stored === 'string' ? formatPhone(stored) : '';
    case 'int':
    case 'percent':
      return typeof stored === 'number' ? stored : '';
    case 'ages':
      return Array.isArray(stored) ? stored.join(', ') : '';
    case 'owners':
    case 'applicants':
      return Array.isArray(stored) ? stored : [];
    default:
      return stored ?? null;
  }
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export function toStored(kind: InputKind, editor: unknown): unknown {
  // An empty list is no answer: sent as null, so it matches a key never saved when it goes back as `previous`.
  if (isBlank(editor) || (Array.isArray(editor) && editor.length === 0)) return null;
  switch (kind) {
    case 'int':
    case 'percent':
      return typeof editor === 'number' ? editor : Number(editor);
    case 'ages':
      return String(editor)
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((age) => (/^\d+$/.test(age) ? Number(age) : Number.NaN));
    default:
      return editor;
  }
}

/** The message the key's rule gives for a value, or null when the server will take it (null clears any key). */
export function fieldProblem(spec: FieldSpec, stored: unknown): string | null {
  if (stored === null) return null;
  const parsed = spec.schema.safeParse(stored);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.invalidValue;
  if (spec.format === 'phone' && phoneToStore(String(parsed.data)) === null) return MESSAGES.invalidPhone;
  return null;
}

/** The value as the server would store it (trimmed, lowercased, E.164), which is what it compares `previous` to. */
export function normaliseStored(spec: FieldSpec, stored: unknown): unknown {
  if (isBlank(stored)) return null;
  const parsed = spec.schema.safeParse(stored);
  if (!parsed.success) return stored;
  if (spec.format === 'phone') return phoneToStore(String(parsed.data)) ?? parsed.data;
  return parsed.data;
}

/** Deep equality of JSON values where '' and null are both "no answer". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => sameValue(x[k], y[k]));
  }
  return a === b;
}

/** An applicant as lists name them (docs/spec/core-and-application.md §3: '[None]' when unnamed). */
export const applicantLabel = (a: Pick<ApplicantSummary, 'name'>) => a.name.trim() || UNNAMED_APPLICANT;

export interface DescribeContext {
  options?: readonly FieldOption[];
  applicants?: readonly ApplicantSummary[];
}

const COUNTRY_NAMES = new Map(countriesForSelect().map((c) => [c.id, c.name]));

/** A stored value in words, for the conflict line ('Someone else saved “…”'). */
export function describeValue(kind: InputKind, stored: unknown, ctx: DescribeContext = {}): string {
  if (isBlank(stored) || (Array.isArray(stored) && stored.length === 0)) return 'nothing';
  const nameOf = (id: unknown) => {
    const a = ctx.applicants?.find((x) => x.id === id);
    return a ? applicantLabel(a) : String(id);
  };
  switch (kind) {
    case 'money':
      return formatMoney(stored as number);
    case 'phone':
      return formatPhone(String(stored));
    case 'date':
      return formatDate(String(stored));
    case 'yes-no':
      return stored ? 'Yes' : 'No';
    case 'percent':
      return `${stored}%`;
    case 'country':
      return COUNTRY_NAMES.get(stored as number) ?? String(stored);
    case 'choice':
    case 'row':
      return ctx.options?.find((o) => o.value === stored)?.label ?? String(stored);
    case 'applicant':
      return nameOf(stored);
    case 'applicants':
      return (stored as unknown[]).map(nameOf).join(', ');
    case 'owners':
      return (stored as Owner[]).map((o) => `${nameOf(o.applicant_id)} ${o.share_percent}%`).join(', ');
    case 'ages':
      return (stored as unknown[]).join(', ');
    default:
      return String(stored);
  }
}
