import { z } from 'zod';
import { MAX_ID, text } from '../inputs';
import { MESSAGES } from '../messages';
import { AUSTRALIA_ID, COUNTRIES, type ReferenceOption, STATES } from '../reference-data';
import { digitsOnly, isValidAbn, isValidAcn } from './business-numbers';

/**
 * The building blocks of every autosaved key's rule: the application's field registries
 * (docs/decisions/008-application-data.md) and the adviser settings alike. Each key has a label, a zod rule for a
 * present value (null clears it unless the key says it cannot be cleared) and whether the page's completeness needs
 * it. The server validates every save with these rules; the web builds its inputs and checks from them.
 */
export type FieldData = Record<string, unknown>;

/** Whether a key must be answered for the page to be complete; a function when it depends on other answers. */
type RequiredRule = boolean | ((data: FieldData, kind: string) => boolean);

export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** Values that point at other rows of the same client; the server checks them when saving. */
export type FieldRef = 'person_ids' | 'trustee' | 'owners' | 'asset_id';

/**
 * A rule across keys of one row (a postcode and its country): checked on the row as a save would leave it, whenever
 * the save touches the key or one of `keys`. The message is the key's own.
 */
interface CrossRule {
  keys: readonly string[];
  check: (value: unknown, data: FieldData) => string | null;
}

export interface FieldSpec {
  label: string;
  schema: z.ZodType;
  required: RequiredRule;
  /**
   * false: the key always holds a value (a flag, a 0/1 choice, a person's name), so null and blank text are read by
   * the rule like any other value, and refused by it. Otherwise null, blank text and an empty list clear the key.
   */
  clearable?: false;
  options?: readonly FieldOption[];
  /** The item kinds (asset or liability types) this key belongs to; absent means every kind. */
  kinds?: readonly string[];
  /** Stored in E.164: the number is read with toE164 (Australian by default) before saving. */
  format?: 'phone';
  /** The message when the format step refuses what the rule let through (a phone that is no number). */
  formatError?: string;
  across?: CrossRule;
  ref?: FieldRef;
}

export type Registry = Record<string, FieldSpec>;

/** Money is integer cents everywhere (docs/engineering-guide.md §4); a billion dollars is beyond any fact-find. */
const MAX_CENTS = 100_000_000_000;
export const MAX_TEXT = 200;
const MAX_LONG_TEXT = 5000;

export function fieldOptions<const V extends string>(entries: readonly (readonly [V, string])[]): FieldOption<V>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

export function optionValues<V extends string>(opts: readonly FieldOption<V>[]): [V, ...V[]] {
  return opts.map((o) => o.value) as [V, ...V[]];
}

interface Opts {
  required?: RequiredRule;
  kinds?: readonly string[];
  clearable?: false;
}

/** Options of the rules whose messages a registry may word its own way (the settings pages keep theirs). */
interface Worded {
  /** The message for a value of the wrong kind or shape. */
  error?: string;
}

const spec = (label: string, schema: z.ZodType, o: Opts, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  label,
  schema,
  required: o.required ?? false,
  ...(o.kinds ? { kinds: o.kinds } : {}),
  ...(o.clearable === false ? { clearable: false as const } : {}),
  ...extra,
});

/** The settings pages' wording of a cap: 'Company can be at most 200 characters.' */
export const atMostCharacters = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-AU')} characters.`;

type TextOpts = Opts & Worded & { max?: number; tooLong?: string };

/** Trimmed text up to a cap; a key that cannot be cleared refuses blank text with the rule's message. */
function textSchema(o: TextOpts, fallback: string) {
  const max = o.max ?? MAX_TEXT;
  const error = o.error ?? fallback;
  const trimmed = text({ error }).trim();
  return (o.clearable === false ? trimmed.min(1, { error }) : trimmed).max(max, {
    error: o.tooLong ?? `Please keep this to ${max} characters.`,
  });
}

export function textField(label: string, o: TextOpts = {}): FieldSpec {
  return spec(label, textSchema(o, MESSAGES.invalidText), o);
}

export const longTextField = (label: string, o: Opts = {}) => textField(label, { ...o, max: MAX_LONG_TEXT });

export function choiceField<V extends string>(label: string, opts: readonly FieldOption<V>[], o: Opts = {}): FieldSpec {
  return spec(label, z.enum(optionValues(opts), { error: MESSAGES.invalidChoice }), o, { options: opts });
}

export function booleanField(label: string, o: Opts & Worded = {}): FieldSpec {
  return spec(label, z.boolean({ error: o.error ?? MESSAGES.invalidYesNo }), o);
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

/**
 * Here only the characters are checked; the number itself is read by toE164 (phone.ts) before saving, with the same
 * message when it is no number.
 */
export function phoneField(label: string, o: Opts & Worded = {}): FieldSpec {
  const error = o.error ?? MESSAGES.invalidPhone;
  const schema = text({ error })
    .trim()
    .max(30, { error })
    .regex(/^\+?[\d\s()-]{6,}$/, { error });
  return spec(label, schema, o, { format: 'phone', ...(o.error ? { formatError: o.error } : {}) });
}

/**
 * docs/spec/core-and-application.md §5: a postcode is digits only, else 'Invalid postcode'; an Australian one is
 * exactly 4 digits. At most 10: no country's postcode is longer, and every value has a cap
 * (docs/decisions/015-input-boundary.md).
 */
export function postcodeProblem(postcode: string, countryId: number | null): string | null {
  if (!/^\d{1,10}$/.test(postcode)) return MESSAGES.invalidPostcode;
  return countryId === AUSTRALIA_ID && postcode.length !== 4 ? MESSAGES.invalidPostcode : null;
}

/**
 * `country` names the row's country key, so the Australian rule applies when the country is Australia (and, where
 * `blank` says so, when none is chosen).
 */
export function postcodeField(label: string, o: Opts & { country?: { key: string; blank?: number } } = {}): FieldSpec {
  const schema = text({ error: MESSAGES.invalidPostcode })
    .trim()
    .refine((p) => postcodeProblem(p, null) === null, { error: MESSAGES.invalidPostcode });
  const country = o.country;
  if (!country) return spec(label, schema, o);
  const across: CrossRule = {
    keys: [country.key],
    check: (value, data) => {
      if (typeof value !== 'string' || value === '') return null;
      const chosen = data[country.key];
      return postcodeProblem(value, typeof chosen === 'number' ? chosen : (country.blank ?? null));
    },
  };
  return spec(label, schema, o, { across });
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

/** One of a reference list's ids (aggregators, credit representative types, 0/1 choices). */
export function referenceField(label: string, list: readonly ReferenceOption[], o: Opts = {}): FieldSpec {
  const ids = referenceIds(list);
  const schema = z.number({ error: MESSAGES.invalidChoice }).refine((v) => ids.has(v), {
    error: MESSAGES.invalidChoice,
  });
  return spec(label, schema, o, { options: list.map((r) => ({ value: r.id, label: r.name })) });
}

/** Exactly `length` digits (an AFSL number is 6). */
export function digitsField(label: string, length: number, o: Opts & Worded = {}): FieldSpec {
  const error = o.error ?? MESSAGES.invalidValue;
  const schema = text({ error })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), { error });
  return spec(label, schema, o);
}

/** A colour as #rrggbb, stored lowercased. */
export function colourField(label: string, o: Opts = {}): FieldSpec {
  const error = MESSAGES.invalidColour;
  const schema = text({ error })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error });
  return spec(label, schema, o);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const withScheme = (typed: string) => (SCHEME.test(typed) ? typed : `https://${typed}`);

/** An http(s) address with a dotted host; one typed without a scheme ('www.example.com.au') is taken as https. */
function isWebAddress(typed: string): boolean {
  if (/\s/.test(typed)) return false;
  try {
    const url = new URL(withScheme(typed));
    return ['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A web address, stored with its scheme. */
export function urlField(label: string, o: TextOpts = {}): FieldSpec {
  const schema = textSchema(o, MESSAGES.invalidUrl)
    .refine(isWebAddress, { error: MESSAGES.invalidUrl })
    .transform(withScheme);
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

/** null, undefined, blank text and an empty list (no owners, no dependant ages) all mean "no answer". */
export function isNoAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export type FieldReading = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * What a key's rule makes of a saved value: the value to store (null for no answer, which clears a key that may be
 * cleared) or the message of the first problem. A phone is then read by toE164; the server does both
 * (docs/decisions/008-application-data.md), and a page may check with this before sending.
 */
export function readFieldValue(field: FieldSpec, value: unknown): FieldReading {
  if (field.clearable !== false && isNoAnswer(value)) return { ok: true, value: null };
  const parsed = field.schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.invalidValue };
}

/**
 * The first rule across keys that a save of `touched` keys would break, on the row as the save would leave it:
 * the key whose rule it is and its message (a postcode that is not 4 digits once the country is Australia).
 */
export function crossProblem(
  registry: Registry,
  data: FieldData,
  touched: readonly string[],
): { key: string; message: string } | null {
  for (const [key, field] of Object.entries(registry)) {
    const rule = field.across;
    if (!rule || !(touched.includes(key) || rule.keys.some((k) => touched.includes(k)))) continue;
    const message = rule.check(data[key] ?? null, data);
    if (message) return { key, message };
  }
  return null;
}
