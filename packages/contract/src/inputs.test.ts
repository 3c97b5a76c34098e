import { describe, expect, it } from 'vitest';
import { APPLICANT_FIELDS, ITEM_FIELDS, SECTION_FIELDS } from './application/registries';
import { IdSchema, isStorableText, MAX_ID, text } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';

const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'broken \ud83d', '\ude00 tail'];

describe('text()', () => {
  it('refuses NUL and lone surrogates with the message, on any text rule built from it', () => {
    const schema = text().trim().max(50);
    for (const value of UNSTORABLE) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.unstorableText);
    }
  });

  it('keeps every other character, whole emoji included', () => {
    for (const value of ['plain', 'Zoë 中文', '\ud83d\ude00 pair', 'tab\tand\nnewline', '\u0007bell', '']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
      expect(text().parse(value)).toBe(value);
    }
  });
});

describe('IdSchema', () => {
  it('takes positive integers as JSON numbers or decimal digits', () => {
    expect(IdSchema.parse(12)).toBe(12);
    expect(IdSchema.parse('12')).toBe(12);
    expect(IdSchema.parse(MAX_ID)).toBe(MAX_ID);
    expect(IdSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    true,
    'true',
    '0x10',
    ' 12 ',
    '12 ',
    '+12',
    '012',
    '1e3',
    '12.0',
    '0b1',
    '',
    '0',
    0,
    -1,
    '-1',
    1.5,
    MAX_ID + 1,
    String(MAX_ID + 1),
    '99999999999999999999',
    null,
    [1],
  ])('refuses %j', (value) => {
    const parsed = IdSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.invalidId);
  });
});

describe('paging', () => {
  it('reads decimal limits and offsets, and refuses offsets beyond a database integer', () => {
    expect(PageQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(PageQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    for (const query of [{ offset: '1e20' }, { offset: String(MAX_ID + 1) }, { limit: '0x10' }, { limit: ' 5' }]) {
      expect(PageQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('application fields', () => {
  const registries = [
    ...Object.values(APPLICANT_FIELDS),
    ...Object.values(ITEM_FIELDS),
    ...Object.values(SECTION_FIELDS),
  ];

  it('refuse unstorable text in every field that takes text (the autosaves store what these accept)', () => {
    let textFields = 0;
    for (const registry of registries) {
      for (const [key, spec] of Object.entries(registry)) {
        // A text field accepts some string; find one, then break it.
        const accepted = ['Fuzz', '2001-02-03', 'fuzz@example.com', '0412 345 678', '2000', '51824753556'].find(
          (v) => spec.schema.safeParse(v).success,
        );
        if (accepted === undefined) continue;
        textFields += 1;
        for (const broken of [`${accepted}\u0000`, `\ud800${accepted}`]) {
          expect(spec.schema.safeParse(broken).success, `${key} ${JSON.stringify(broken)}`).toBe(false);
        }
      }
    }
    expect(textFields).toBeGreaterThan(50);
  });
});
