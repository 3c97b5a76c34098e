import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ADDRESS_FIELDS } from './address';
import { EXPENSE_FIELDS, expenseMonthlyTotals } from './expense';
import { toMonthlyCents } from './frequency';
import { PERSON_FIELDS } from './person';
import { APPLICANT_FIELDS, applicantName, ITEM_FIELDS, LIST_QUESTION_FIELDS, SECTION_FIELDS } from './registries';
import { REQUIREMENT_FIELDS } from './requirement';

const ALL = [
  ...Object.values(APPLICANT_FIELDS),
  ...Object.values(ITEM_FIELDS),
  ...Object.values(SECTION_FIELDS),
  ...Object.values(LIST_QUESTION_FIELDS),
];

describe('the registries', () => {
  it('name every key in snake_case and label it', () => {
    for (const registry of ALL) {
      for (const [key, field] of Object.entries(registry)) {
        expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(field.label.length, key).toBeGreaterThan(0);
      }
    }
  });

  it('keep money in whole cents', () => {
    expect(REQUIREMENT_FIELDS.loan_amount.schema.safeParse(50_000_000).success).toBe(true);
    for (const bad of [100.5, -1, '100', 1e12]) {
      expect(REQUIREMENT_FIELDS.loan_amount.schema.safeParse(bad).error?.issues[0]?.message).toBe(
        MESSAGES.invalidAmount,
      );
    }
  });

  it('check dates as calendar dates', () => {
    const dob = PERSON_FIELDS.date_of_birth.schema;
    expect(dob.safeParse('2000-02-29').success).toBe(true);
    for (const bad of ['2001-02-29', '2000-13-01', '1899-12-31', '01/02/2000', '2000-1-1']) {
      expect(dob.safeParse(bad).error?.issues[0]?.message, bad).toBe(MESSAGES.invalidDate);
    }
  });

  it('take postcodes as digits only (docs/spec/core-and-application.md §5)', () => {
    expect(ADDRESS_FIELDS.postcode.schema.parse(' 0800 ')).toBe('0800');
    expect(ADDRESS_FIELDS.postcode.schema.safeParse('30OO').error?.issues[0]?.message).toBe(MESSAGES.invalidPostcode);
  });

  it('give the licence state the spec’s state options', () => {
    expect(PERSON_FIELDS.licence_state.options?.map((o) => o.label)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
      'Other',
    ]);
  });

  it('have an amount and a frequency for every expense category', () => {
    expect(EXPENSE_FIELDS.groceries_amount?.required).toBe(true);
    expect(EXPENSE_FIELDS.groceries_frequency?.options?.map((o) => o.value)).toContain('quarterly');
  });
});

describe('monthly amounts', () => {
  it('convert by payments a year, to whole cents', () => {
    expect(toMonthlyCents(10_000, 'weekly')).toBe(43_333);
    expect(toMonthlyCents(10_000, 'fortnightly')).toBe(21_667);
    expect(toMonthlyCents(10_000, 'monthly')).toBe(10_000);
    expect(toMonthlyCents(30_000, 'quarterly')).toBe(10_000);
    expect(toMonthlyCents(120_000, 'annually')).toBe(10_000);
    expect(toMonthlyCents(10_000, null)).toBe(0);
  });

  it('total the living expenses', () => {
    const totals = expenseMonthlyTotals({
      groceries_amount: 10_000,
      groceries_frequency: 'weekly',
      rent_board_amount: 200_000,
      rent_board_frequency: 'monthly',
      medical_amount: 5_000,
    });
    expect(totals.monthly_total).toBe(43_333 + 200_000);
    expect(totals.monthly_by_category.medical).toBe(0);
  });
});

describe('applicant names', () => {
  it("are a person's first and last names, or the company's or trust's name", () => {
    expect(applicantName('person', { first_name: ' Jo ', last_name: 'Bloggs', middle_name: 'X' })).toBe('Jo Bloggs');
    expect(applicantName('person', { last_name: 'Bloggs' })).toBe('Bloggs');
    expect(applicantName('company', { name: 'Acme Pty Ltd', first_name: 'No' })).toBe('Acme Pty Ltd');
    expect(applicantName('trust', {})).toBe('');
  });
});
