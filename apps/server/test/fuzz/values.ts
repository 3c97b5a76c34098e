import { Prng } from '../../src/seed/prng';

/**
 * Values for the OpenAPI fuzz test (openapi-fuzz.test.ts): a valid sample of a JSON schema, and the hostile
 * values each field is swapped for one at a time. Everything random comes from one seeded source, so a failure
 * is replayed by running the test again.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Marks a field left out of the input. */
export const MISSING = Symbol('missing');
export type Junk = unknown;

export const MEGABYTE = 'a'.repeat(1_048_576);
export const LONG_TEXT = 'b'.repeat(100_000);

/** Texts PostgreSQL cannot store: every text field must refuse them (decision 015). */
export const UNSTORABLE_TEXTS = ['a\u0000b', '\u0000', '\ud800', 'x\udc00y', 'ok \ud83d'];

/** Own `__proto__`, `constructor` and `prototype` keys, as a JSON parser makes them (a literal would not). */
export const PROTO_OBJECTS: unknown[] = [
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  JSON.parse('{"prototype":{"polluted":1},"__proto__":null}'),
];

function deepNest(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * What each JSON field is swapped for: a fixed core of wrong types, nulls, unstorable and long texts, huge numbers
 * and a prototype key, plus a few picked by the seeded source from a wider set (the whole set over a run).
 */
export function jsonJunk(rng: Prng): Junk[] {
  const core: Junk[] = [
    MISSING,
    null,
    true,
    -1,
    1.5,
    2_147_483_648,
    1e308,
    '',
    ' 12 ',
    'a\u0000b',
    '\ud800',
    LONG_TEXT,
    [],
    PROTO_OBJECTS[0],
  ];
  const wider: Junk[] = [
    false,
    0,
    -2_147_483_649,
    2 ** 53 + 2,
    -1e308,
    '0x10',
    'true',
    '1e3',
    ...UNSTORABLE_TEXTS,
    '\ud83d\ude00 emoji',
    [null, 1, 'x'],
    Array.from({ length: 5000 }, (_, i) => i),
    {},
    ...PROTO_OBJECTS,
    deepNest(200),
    randomText(rng),
    rng.int(-2_147_483_648, 2_147_483_647) * 1000,
  ];
  return [...core, rng.pick(wider), rng.pick(wider)];
}

/** A query or path value sent exactly as written (an escape the client would not make). */
export interface Raw {
  raw: string;
}
export type TextJunk = string | string[] | Raw | typeof MISSING;

/** Query and path values: decoded text (the request encodes it), raw escapes, or a repeated parameter. */
export function textJunk(rng: Prng): TextJunk[] {
  const core: TextJunk[] = [
    MISSING,
    '',
    ' 12 ',
    '0x10',
    'true',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    'a\u0000b',
    { raw: '%ED%A0%80' },
    { raw: '%E0%A4%A' },
    'x'.repeat(20_000),
    ['1', '2'],
  ];
  const wider: TextJunk[] = [
    '0',
    '1e3',
    'NaN',
    'Infinity',
    '\u0000',
    { raw: '%C0%AF' },
    '\ud83d\ude00',
    '__proto__',
    randomText(rng),
  ];
  return [...core, rng.pick(wider), rng.pick(wider)];
}

/** Printable, control and astral characters, but only whole surrogate pairs (URLs cannot carry a lone one). */
function randomText(rng: Prng): string {
  const pools = ['a', 'Z', '7', ' ', '\t', '\n', '\u0007', 'é', '中', '\ud83d\ude00', '"', "'", '\\', '<', '%', '&'];
  let out = '';
  const length = rng.int(1, 40);
  for (let i = 0; i < length; i++) out += rng.pick(pools);
  return out;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the schema accepts, ids taken from `idFor` by field name (undefined when it knows none). */
export function sample(s: JsonSchema, name: string, idFor: (name: string) => unknown): unknown {
  const id = idFor(name);
  if (id !== undefined) return id;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.oneOf ?? s.anyOf ?? s.allOf;
  if (alt?.[0]) return sample(alt[0], name, idFor);
  switch (typeOf(s)) {
    case 'integer':
    case 'number': {
      if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum + 1;
      const min = s.minimum ?? 1;
      return s.exclusiveMinimum === true ? min + 1 : min;
    }
    case 'string':
      if (s.format === 'email') return `fuzz.${name}@example.com`;
      if (s.format === 'date' || s.pattern?.includes('\\d{4}-')) return '2001-02-03';
      return 'Fuzz text'.padEnd(s.minLength ?? 0, 'x');
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, '', idFor));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, key, idFor);
      return out;
    }
    default:
      return 'Fuzz text';
  }
}

/** Whether a field is plain text, where the unstorable texts must be refused. */
export const isTextField = (s: JsonSchema) => typeOf(s) === 'string' && !s.enum && s.const === undefined;

/** A short, printable account of an input for failure messages (long strings by their length). */
export function describe(value: unknown): string {
  const text = JSON.stringify(value, (_k, v) =>
    typeof v === 'string' && v.length > 80 ? `<${v.length} chars>` : v === undefined ? '<missing>' : v,
  );
  return text === undefined ? String(value) : text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

export { Prng };
