import { MESSAGES, PERSON_FIELDS } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { describeValue, fieldProblem, normaliseStored, sameValue, toEditor, toStored } from './field-values';
import { equalShares, toggleOwner } from './owners-control';

describe('field values', () => {
  it('sends previous as the server stores it: phones in E.164, emails lowercased', () => {
    expect(normaliseStored(PERSON_FIELDS.phone_mobile, '0412 345 678')).toBe('+61412345678');
    expect(normaliseStored(PERSON_FIELDS.email, ' Olivia@Example.com ')).toBe('olivia@example.com');
    expect(normaliseStored(PERSON_FIELDS.first_name, '  ')).toBeNull();
  });

  it('shows stored values in their controls and reads them back', () => {
    expect(toEditor('phone', '+61412345678')).toBe('0412 345 678');
    expect(toEditor('text', null)).toBe('');
    expect(toEditor('ages', [4, 7])).toBe('4, 7');
    expect(toStored('ages', '4, 7 9')).toEqual([4, 7, 9]);
    expect(toStored('int', '')).toBeNull();
    expect(toStored('text', '  ')).toBeNull();
    expect(toStored('owners', [])).toBeNull();
  });

  it('checks with the key’s rule, phones included', () => {
    expect(fieldProblem(PERSON_FIELDS.dependant_ages, toStored('ages', '4, x'))).toBe(
      'Please type each age as a whole number from 0 to 120.',
    );
    expect(fieldProblem(PERSON_FIELDS.phone_mobile, '0412 3456 7890 12')).toBe(MESSAGES.invalidPhone);
    expect(fieldProblem(PERSON_FIELDS.phone_mobile, '0412 345 678')).toBeNull();
    expect(fieldProblem(PERSON_FIELDS.first_name, null)).toBeNull();
  });

  it('treats blank and null as the same answer, and compares lists deeply', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue([{ applicant_id: 1, share_percent: 50 }], [{ applicant_id: 1, share_percent: 50 }])).toBe(true);
    expect(sameValue([1], [2])).toBe(false);
  });

  it('describes values for the conflict line', () => {
    expect(describeValue('money', 12_345)).toBe('$123.45');
    expect(describeValue('yes-no', false)).toBe('No');
    expect(describeValue('text', null)).toBe('nothing');
    expect(
      describeValue('owners', [{ applicant_id: 1, share_percent: 60 }], {
        applicants: [{ id: 1, client_id: 1, type: 'person', is_primary: true, position: 0, name: '' }],
      }),
    ).toBe('[None] 60%');
  });
});

describe('owners', () => {
  it('keeps an even split even as owners are added and removed', () => {
    expect(equalShares(3)).toEqual([33.33, 33.33, 33.34]);
    const one = toggleOwner([], 1, true);
    expect(one).toEqual([{ applicant_id: 1, share_percent: 100 }]);
    const two = toggleOwner(one, 2, true);
    expect(two).toEqual([
      { applicant_id: 1, share_percent: 50 },
      { applicant_id: 2, share_percent: 50 },
    ]);
    expect(toggleOwner(two, 1, false)).toEqual([{ applicant_id: 2, share_percent: 100 }]);
  });

  it('gives a new owner what is left once shares were typed', () => {
    const typed = [
      { applicant_id: 1, share_percent: 70 },
      { applicant_id: 2, share_percent: 20 },
    ];
    expect(toggleOwner(typed, 3, true)[2]).toEqual({ applicant_id: 3, share_percent: 10 });
  });
});
