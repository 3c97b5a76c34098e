import { formatPhone as formatWithEveryCountry } from '@brokerdesk/contract/constants';
import { AsYouType } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneAsYouType, phoneToStore } from './phone';

const AUSTRALIAN = [
  '+61412345678',
  '+61298765432',
  '+61398765432',
  '+61732101234',
  '+61893456789',
  '+611300123456',
  '+61130012345',
  '+61891621234',
  '+61891621234',
];
const TYPED = ['0412345678', '0412 345 678', '02 9876 5432', '(03) 9876 5432', '+61 412 345 678', '1300 123 456'];

describe('phone numbers in the browser, with Australia’s numbering plan only', () => {
  it('shows Australian numbers as the full plan shows them', () => {
    for (const e164 of AUSTRALIAN) expect(formatPhone(e164)).toBe(formatWithEveryCountry(e164));
    expect(formatPhone('+61412345678')).toBe('0412 345 678');
  });

  it('groups typed Australian digits as the full plan does, keystroke by keystroke', () => {
    for (const typed of TYPED) {
      for (let end = 1; end <= typed.length; end++) {
        const part = typed.slice(0, end);
        expect(formatPhoneAsYouType(part)).toBe(new AsYouType('AU').input(part));
      }
    }
  });

  it('reads Australian numbers as the server stores them, and refuses what is not one', () => {
    expect(phoneToStore('0412 345 678')).toBe('+61412345678');
    expect(phoneToStore('+61 2 9876 5432')).toBe('+61298765432');
    expect(phoneToStore('0412 3456 7890 12')).toBeNull();
  });

  it('leaves another country’s number to the server, shown and sent as typed', () => {
    expect(phoneToStore('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneToStore('0011 44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhoneAsYouType('+44 20 79')).toBe('+44 20 79');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});
