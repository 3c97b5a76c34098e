import { z } from 'zod';
import { MAX_ID, text } from '../inputs';
import { MESSAGES } from '../messages';
import { COUNTRIES, STATES } from '../reference-data';
import { digitsOnly, isValidAbn, isValidAcn } from './business-numbers';

/**
 * The building blocks of the application's field registries (docs/decisions/008-application-data.md): each key
 * has a label, a zod rule for a present value (null always clears it) and whether the page's completeness needs
 * it. The server validates every save with these rules; the web builds its inputs and checks from them.
 */
export type FieldData = Record<string, unknown>;

/** Whether a key must be answered for the page to be complete; a function when it depends on other answers. */
export type RequiredRule = boolean | ((data: FieldData, kind: string) => boolean);

export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** Values that point at other rows of the same client; the server checks them when saving. */
export type FieldRef = 'person_ids' | 'trustee' | 'owners' | 'asset_id';

export interface FieldSpec {
  label: string;
  schema: z.ZodType;
  required: RequiredRule;
  options?: readonly FieldOption[];
  /** The item kinds (asset or liability types) this key belongs to; absent means every kind. */
  kinds?: readonly string[];
  /** Stored in E.164: the server parses the number (Australian by default) before saving. */
  format?: 'phone';
  ref?: FieldRef;
}

export type Registry = Record<string, FieldSpec>;

/** Money is integer cents everywhere (docs/engineering-guide.md §4); a billion dollars is beyond any fact-find. */
export const MAX_CENTS = 100_000_000_000;
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

export function fieldOptions<const V extends string>(entries: readonly (readonly [V, string])[]): FieldOption<V>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

export function optionValues<V extends string>(opts: readonly FieldOption<V>[]): [V, ...V[]] {
  return opts.map((o) => o.value) as [V, ...V[]];
}

interface Opts {
  required?: RequiredRule;
  kinds?: readonly string[];
}

const spec = (label: string, schema: z.ZodType, o: Opts, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  label,
  schema,
  required: o.required ?? false,
  ...(o.kinds ? { kinds: o.kinds } : {}),
  ...extra,
});

export function textField(label: string, o: Opts & { max?: number } = {}): FieldSpec {
  const max = o.max ?? MAX_TEXT;
  const schema = text({ error: MESSAGES.invalidText })
    .trim()
    .max(max, { error: `Please keep this to ${max} characters.` });
  return spec(label, schema, o);
}

export const longTextField = (label: string, o: Opts = {}) => textField(label, { ...o, max: MAX_LONG_TEXT });

export function choiceField<V extends string>(label: string, opts: readonly FieldOption<V>[], o: Opts = {}): FieldSpec {
  return spec(label, z.enum(optionValues(opts), { error: MESSAGES.invalidChoice }), o, { options: opts });
}

export function booleanField(label: string, o: Opts = {}): FieldSpec {
  return spec(label, z.boolean({ error: MESSAGES.invalidYesNo }), o);
}

export function intField(label: string, min: number, max: number, o: Opts = {}): FieldSpec {
  const error = `Please type a whole number from ${min} to ${max}.`;
  return spec(label, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }), o);
}

export const CentsSchema = z
  .number({ error: MESSAGES.invalidAmount })
  .int({ error: MESSAGES.invalidAmount })
  .min(0, { error: MESSAGES.invalidAmount })
  .max(MAX_CENTS, { error: MESSAGES.invalidAmount });

/** An amount in integer cents. */
export const moneyField = (label: string, o: Opts = {}) => spec(label, CentsSchema, o);

export function percentField(label: string, o: Opts = {}): FieldSpec {
  const error = MESSAGES.invalidPercent;
  return spec(label, z.number({ error }).min(0, { error }).max(100, { error }), o);
}

/** A calendar date, YYYY-MM-DD (docs/engineering-guide.md §4). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Tomorrow in UTC: one day of slack, as Australian 'today' runs up to 14 hours ahead of UTC's. */
const latestToday = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export function dateField(label: string, o: Opts & { notFuture?: boolean } = {}): FieldSpec {
  let schema = text({ error: MESSAGES.invalidDate }).trim().refine(isCalendarDate, { error: MESSAGES.invalidDate });
  if (o.notFuture) schema = schema.refine((d) => d <= latestToday(), { error: MESSAGES.dateInFuture });
  return spec(label, schema, o);
}

export function emailField(label: string, o: Opts = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254, { error: MESSAGES.invalidEmail }));
  return spec(label, schema, o);
}

/** The server turns the number into E.164 (libphonenumber); here only its characters are checked. */
export function phoneField(label: string, o: Opts = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidPhone })
    .trim()
    .max(30, { error: MESSAGES.invalidPhone })
    .regex(/^\+?[\d\s()-]{6,}$/, { error: MESSAGES.invalidPhone });
  return spec(label, schema, o, { format: 'phone' });
}

/** docs/spec/core-and-application.md §5: digits only, else 'Invalid postcode'. */
export function postcodeField(label: string, o: Opts = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidPostcode })
    .trim()
    .regex(/^\d{3,10}$/, { error: MESSAGES.invalidPostcode });
  return spec(label, schema, o);
}

const referenceIds = (list: readonly { id: number }[]) => new Set(list.map((r) => r.id));
const STATE_IDS = referenceIds(STATES);
const COUNTRY_IDS = referenceIds(COUNTRIES);

/** docs/spec/core-and-application.md §3 State options, by id (as advisers' state_id). */
export function stateField(label: string, o: Opts = {}): FieldSpec {
  const schema = z.number({ error: MESSAGES.invalidChoice }).refine((v) => STATE_IDS.has(v), {
    error: MESSAGES.invalidChoice,
  });
  return spec(label, schema, o, { options: STATES.map((s) => ({ value: s.id, label: s.name })) });
}

/**
 * docs/spec/core-and-application.md §3 Country options, by id (Australia 13). The web lists them with
 * countriesForSelect().
 */
export function countryField(label: string, o: Opts = {}): FieldSpec {
  const schema = z.number({ error: MESSAGES.invalidChoice }).refine((v) => COUNTRY_IDS.has(v), {
    error: MESSAGES.invalidChoice,
  });
  return spec(label, schema, o);
}

/** Stored as the 11 digits, without the spaces people type. */
export function abnField(label: string, o: Opts = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidAbn })
    .refine(isValidAbn, { error: MESSAGES.invalidAbn })
    .transform(digitsOnly);
  return spec(label, schema, o);
}

export function acnField(label: string, o: Opts = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidAcn })
    .refine(isValidAcn, { error: MESSAGES.invalidAcn })
    .transform(digitsOnly);
  return spec(label, schema, o);
}

const RowIdSchema = z.number({ error: MESSAGES.invalidChoice }).int().positive().max(MAX_ID);

/** Ids of other applicants of the same client, without repeats (directors, shareholders). */
export function applicantIdsField(label: string, o: Opts = {}): FieldSpec {
  const schema = z
    .array(RowIdSchema, { error: MESSAGES.invalidApplicantChoice })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.invalidApplicantChoice });
  return spec(label, schema, o, { ref: 'person_ids' });
}

export function rowIdField(label: string, ref: FieldRef, o: Opts = {}): FieldSpec {
  return spec(label, RowIdSchema, o, { ref });
}

export const OwnerSchema = z.object({
  applicant_id: RowIdSchema,
  share_percent: z.number({ error: MESSAGES.invalidPercent }).min(0).max(100, { error: MESSAGES.invalidPercent }),
});
export type Owner = z.infer<typeof OwnerSchema>;

/** Who owns an asset or owes a liability, and in what shares. */
export function ownersField(label: string, o: Opts = {}): FieldSpec {
  const schema = z
    .array(OwnerSchema, { error: MESSAGES.invalidApplicantChoice })
    .max(20)
    .refine((list) => new Set(list.map((x) => x.applicant_id)).size === list.length, {
      error: MESSAGES.invalidApplicantChoice,
    })
    .refine((list) => list.reduce((sum, x) => sum + x.share_percent, 0) <= 100.0001, {
      error: MESSAGES.ownersOverHundred,
    });
  return spec(label, schema, o, { ref: 'owners' });
}

/** Whole ages of dependants, one per dependant. */
export function agesField(label: string, o: Opts = {}): FieldSpec {
  const error = 'Please type each age as a whole number from 0 to 120.';
  const schema = z.array(z.number({ error }).int({ error }).min(0, { error }).max(120, { error }), { error }).max(20);
  return spec(label, schema, o);
}
