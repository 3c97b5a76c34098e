import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isValidAbn, isValidAcn } from './business-numbers';
import { COMPANY_FIELDS } from './company';

describe('ABN checksum (ATO: weights 10,1,3…19 after subtracting 1 from the first digit, mod 89)', () => {
  it.each(['51 824 753 556', '51824753556', '53 004 085 616', '33-102-417-032'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each(['51 824 753 557', '15 824 753 556', '5182475355', '518247535566', '5182475355a', ''])(
    'refuses %j',
    (abn) => {
      expect(isValidAbn(abn)).toBe(false);
    },
  );
});

describe('ACN checksum (ASIC: weights 8…1, the check digit completes the sum to a multiple of 10)', () => {
  it.each(['000 000 019', '000 250 000', '004 085 616', '010 499 966', '005 749 986'])('accepts %s', (acn) => {
    expect(isValidAcn(acn)).toBe(true);
  });

  it.each(['004 085 617', '000 000 018', '12345678', '1234567890', 'abc'])('refuses %j', (acn) => {
    expect(isValidAcn(acn)).toBe(false);
  });
});

describe('the company registry rules', () => {
  it('stores the digits without spaces, and says what is wrong', () => {
    expect(COMPANY_FIELDS.abn.schema.parse('51 824 753 556')).toBe('51824753556');
    expect(COMPANY_FIELDS.acn.schema.parse('004-085-616')).toBe('004085616');
    expect(COMPANY_FIELDS.abn.schema.safeParse('51 824 753 557').error?.issues[0]?.message).toBe(MESSAGES.invalidAbn);
    expect(COMPANY_FIELDS.acn.schema.safeParse(4085616).error?.issues[0]?.message).toBe(MESSAGES.invalidAcn);
  });
});
