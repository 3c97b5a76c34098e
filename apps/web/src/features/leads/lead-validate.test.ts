import { LEAD_HONEYPOT_FIELD, LEAD_MESSAGES, MESSAGES } from '@brokerdesk/contract/constants';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from './lead-steps';
import { stepErrors, stepOfField, toSubmit } from './lead-validate';

const filled = {
  ...EMPTY_DRAFT,
  primary_reason: 'refinance',
  first_name: 'Pat',
  last_name: 'Prospect',
  email: ' pat@example.com ',
  phone_mobile: '0400 123 456',
  state_id: '7',
  loan_amount_range: 'not-sure',
  timeframe: 'asap',
  best_time_to_call: 'any',
  consent: true,
};

describe('the lead form steps', () => {
  it("names what each step misses in the server's words", () => {
    expect(stepErrors('primary-reason', EMPTY_DRAFT)).toEqual({ primary_reason: LEAD_MESSAGES.reasonRequired });
    expect(stepErrors('about-you', { ...EMPTY_DRAFT, email: 'nope', phone_mobile: '02 9999 0000' })).toEqual({
      first_name: LEAD_MESSAGES.firstNameRequired,
      last_name: LEAD_MESSAGES.lastNameRequired,
      email: MESSAGES.invalidEmail,
      phone_mobile: LEAD_MESSAGES.mobileRequired,
      state_id: LEAD_MESSAGES.stateRequired,
    });
    expect(stepErrors('your-loan', { ...filled, consent: false })).toEqual({ consent: LEAD_MESSAGES.consentRequired });
    for (const step of ['primary-reason', 'about-you', 'your-loan'] as const)
      expect(stepErrors(step, filled)).toEqual({});
  });

  it('takes a server error back to the step of its field', () => {
    expect(stepOfField('email')).toBe('about-you');
    expect(stepOfField('primary_reason')).toBe('primary-reason');
    expect(stepOfField('consent')).toBe('your-loan');
  });

  it('sends the answers as the contract has them, the honeypot as typed', () => {
    expect(toSubmit({ ...filled, [LEAD_HONEYPOT_FIELD]: '' }, 'tok')).toEqual({
      ...filled,
      email: 'pat@example.com',
      state_id: 7,
      consent: true,
      form_token: 'tok',
      [LEAD_HONEYPOT_FIELD]: '',
    });
  });
});
