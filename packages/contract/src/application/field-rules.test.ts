import { describe, expect, it } from 'vitest';
import { ADVISER_SETTING_FIELDS, USER_ACCOUNT_FIELDS } from '../adviser-settings';
import { MESSAGES } from '../messages';
import { AUSTRALIA_ID, NEW_ZEALAND_ID } from '../reference-data';
import { ADDRESS_FIELDS } from './address';
import { crossProblem, postcodeProblem, readFieldValue } from './field-rules';

/*
 * One postcode rule for every key that holds one (docs/spec/core-and-application.md §5: digits only, else 'Invalid
 * postcode'), with exactly 4 digits when the country beside it is Australia.
 */
describe('the postcode rule', () => {
  it('takes digits only, 4 of them in Australia', () => {
    expect(postcodeProblem('2000', AUSTRALIA_ID)).toBeNull();
    expect(postcodeProblem('0800', AUSTRALIA_ID)).toBeNull();
    expect(postcodeProblem('200', AUSTRALIA_ID)).toBe(MESSAGES.invalidPostcode);
    expect(postcodeProblem('20000', AUSTRALIA_ID)).toBe(MESSAGES.invalidPostcode);
    expect(postcodeProblem('12a4', AUSTRALIA_ID)).toBe(MESSAGES.invalidPostcode);
    expect(postcodeProblem('12a4', NEW_ZEALAND_ID)).toBe(MESSAGES.invalidPostcode);
    expect(postcodeProblem('123456', NEW_ZEALAND_ID)).toBeNull();
    expect(postcodeProblem('123456', null)).toBeNull();
    expect(postcodeProblem('12345678901', null)).toBe(MESSAGES.invalidPostcode);
  });

  it('is the same key rule in the fact-find and the adviser settings', () => {
    for (const field of [ADDRESS_FIELDS.postcode, ADVISER_SETTING_FIELDS.postcode]) {
      expect(readFieldValue(field, ' 2000 ')).toEqual({ ok: true, value: '2000' });
      expect(readFieldValue(field, '123456')).toEqual({ ok: true, value: '123456' });
      expect(readFieldValue(field, '12a4')).toEqual({ ok: false, message: MESSAGES.invalidPostcode });
      expect(readFieldValue(field, '')).toEqual({ ok: true, value: null });
    }
  });

  it('checks the postcode against the adviser’s country, whichever of the two a save changes', () => {
    const problem = { key: 'postcode', message: MESSAGES.invalidPostcode };
    const settings = (postcode: string, country_id: number | null, touched: string[]) =>
      crossProblem(ADVISER_SETTING_FIELDS, { postcode, country_id }, touched);
    expect(settings('2000', AUSTRALIA_ID, ['postcode'])).toBeNull();
    expect(settings('200', AUSTRALIA_ID, ['postcode'])).toEqual(problem);
    expect(settings('123456', AUSTRALIA_ID, ['country_id'])).toEqual(problem);
    expect(settings('123456', NEW_ZEALAND_ID, ['postcode'])).toBeNull();
    // No country chosen: only the digits rule.
    expect(settings('200', null, ['postcode'])).toBeNull();
    expect(settings('', AUSTRALIA_ID, ['country_id'])).toBeNull();
    expect(settings('200', AUSTRALIA_ID, ['city'])).toBeNull();
  });

  it('reads a fact-find address with no country as Australian, as its registry says', () => {
    const address = (data: Record<string, unknown>) => crossProblem(ADDRESS_FIELDS, data, Object.keys(data));
    expect(address({ postcode: '2000' })).toBeNull();
    expect(address({ postcode: '200' })).toEqual({ key: 'postcode', message: MESSAGES.invalidPostcode });
    expect(address({ postcode: '200', country: AUSTRALIA_ID })).toEqual({
      key: 'postcode',
      message: MESSAGES.invalidPostcode,
    });
    expect(address({ postcode: '123456', country: NEW_ZEALAND_ID })).toBeNull();
  });
});

describe('keys that cannot be cleared', () => {
  it('read null and blank text with their own rule instead of clearing', () => {
    expect(readFieldValue(ADVISER_SETTING_FIELDS.should_show_landing, null)).toEqual({
      ok: false,
      message: MESSAGES.invalidValue,
    });
    expect(readFieldValue(ADVISER_SETTING_FIELDS.header_text, '')).toEqual({
      ok: false,
      message: MESSAGES.invalidChoice,
    });
    expect(readFieldValue(USER_ACCOUNT_FIELDS.first_name, '  ')).toEqual({ ok: false, message: MESSAGES.nameRequired });
    expect(readFieldValue(USER_ACCOUNT_FIELDS.email, ' Ava@Example.com ')).toEqual({
      ok: true,
      value: 'ava@example.com',
    });
    // A key that may be cleared reads them as no answer.
    expect(readFieldValue(ADVISER_SETTING_FIELDS.state_id, null)).toEqual({ ok: true, value: null });
  });
});
