import { describe, expect, it } from 'vitest';
import {
  addressHistoryMonths,
  applicantMissing,
  applicationProgress,
  type CompletenessItem,
  clientListMissing,
  employmentHistoryMonths,
  HISTORY_MONTHS,
  monthsBetween,
} from './completeness';
import { LIABILITY_FIELDS } from './liability';
import { PERSON_FIELDS } from './person';
import { missingKeys } from './required-keys';
import { REQUIREMENT_FIELDS } from './requirement';
import { RISK_PROFILE_FIELDS } from './risk-profile';

const TODAY = '2025-06-15';
const address = (data: Record<string, unknown>) => ({ data });
const job = (data: Record<string, unknown>) => ({ data });

describe('three years of addresses', () => {
  it('sums the years and months of the current and previous addresses only', () => {
    const list = [
      address({ use: 'current', years: 2, months: 6 }),
      address({ use: 'previous', years: 0, months: 6 }),
      address({ use: 'postal', years: 10, months: 0 }),
    ];
    expect(addressHistoryMonths(list)).toBe(36);
    expect(addressHistoryMonths(list.slice(0, 1))).toBe(30);
  });

  it('treats unanswered years or months as none', () => {
    expect(addressHistoryMonths([address({ use: 'current', years: 3 })])).toBe(HISTORY_MONTHS);
    expect(addressHistoryMonths([address({ use: 'current', months: 11 })])).toBe(11);
  });
});

describe('three years of employment', () => {
  it('counts whole calendar months', () => {
    expect(monthsBetween('2020-01-15', '2020-03-14')).toBe(1);
    expect(monthsBetween('2020-01-15', '2020-03-15')).toBe(2);
    expect(monthsBetween('2022-06-15', '2025-06-15')).toBe(36);
    expect(monthsBetween('2025-06-15', '2020-01-01')).toBe(0);
  });

  it('runs a current job, or one without an end date, to today', () => {
    expect(employmentHistoryMonths([job({ start_date: '2022-06-15', is_current: true })], TODAY)).toBe(36);
    expect(employmentHistoryMonths([job({ start_date: '2022-06-15' })], TODAY)).toBe(36);
    expect(employmentHistoryMonths([job({ start_date: '2022-06-16', is_current: true })], TODAY)).toBe(35);
  });

  it('adds consecutive jobs and counts jobs held at the same time once', () => {
    const consecutive = [
      job({ start_date: '2021-01-01', end_date: '2023-01-01', is_current: false }),
      job({ start_date: '2023-01-01', is_current: true }),
    ];
    expect(employmentHistoryMonths(consecutive, TODAY)).toBe(monthsBetween('2021-01-01', TODAY));
    const overlapping = [
      job({ start_date: '2024-01-01', is_current: true }),
      job({ start_date: '2024-03-01', is_current: true }),
    ];
    expect(employmentHistoryMonths(overlapping, TODAY)).toBe(17);
  });

  it('leaves gaps between jobs out, and ignores jobs without a valid start or ending before they start', () => {
    const gap = [
      job({ start_date: '2020-01-01', end_date: '2021-01-01', is_current: false }),
      job({ start_date: '2022-01-01', end_date: '2023-01-01', is_current: false }),
    ];
    expect(employmentHistoryMonths(gap, TODAY)).toBe(24);
    expect(
      employmentHistoryMonths(
        [job({ start_date: 'soon' }), job({ start_date: '2024-01-01', end_date: '2023-01-01' })],
        TODAY,
      ),
    ).toBe(0);
  });

  it('does not count the future', () => {
    expect(employmentHistoryMonths([job({ start_date: '2024-06-15', end_date: '2030-01-01' })], TODAY)).toBe(12);
  });
});

describe('required keys', () => {
  it('asks for what depends on other answers only when it applies', () => {
    expect(missingKeys(PERSON_FIELDS, { dependants_count: 0 })).not.toContain('dependant_ages');
    expect(missingKeys(PERSON_FIELDS, { dependants_count: 2 })).toContain('dependant_ages');
    expect(missingKeys(PERSON_FIELDS, { has_driver_licence: true })).toEqual(
      expect.arrayContaining(['licence_number', 'licence_state', 'licence_expiry']),
    );
    expect(missingKeys(PERSON_FIELDS, { has_driver_licence: false })).not.toContain('licence_number');
    expect(missingKeys(RISK_PROFILE_FIELDS, { is_guarantor: true })).toContain('guarantor_details');
    expect(missingKeys(RISK_PROFILE_FIELDS, { is_guarantor: false })).not.toContain('guarantor_details');
    expect(missingKeys(REQUIREMENT_FIELDS, { purpose: 'refinance' })).not.toContain('deposit_amount');
    expect(missingKeys(REQUIREMENT_FIELDS, { purpose: 'purchase', deposit_amount: 0 })).not.toContain('deposit_source');
  });

  it('counts false and 0 as answers, blank text and empty lists as not', () => {
    const missing = missingKeys(RISK_PROFILE_FIELDS, { foreseeable_changes: false, rate_rise_plan: '  ' });
    expect(missing).not.toContain('foreseeable_changes');
    expect(missing).toContain('rate_rise_plan');
    expect(missingKeys(LIABILITY_FIELDS, { balance: 0, owners: [] }, 'Other')).toEqual(
      expect.arrayContaining(['owners', 'description']),
    );
    expect(missingKeys(LIABILITY_FIELDS, { balance: 0 }, 'Other')).not.toContain('balance');
  });

  it('asks for kind-specific keys of that kind only', () => {
    expect(missingKeys(LIABILITY_FIELDS, {}, 'Credit Card')).toContain('limit');
    expect(missingKeys(LIABILITY_FIELDS, {}, 'Personal Loan')).not.toContain('limit');
    expect(missingKeys(LIABILITY_FIELDS, {}, 'Property Loan')).toContain('interest_rate');
  });
});

describe('the profile page', () => {
  const complete = { ...Object.fromEntries(Object.keys(PERSON_FIELDS).map((k) => [k, 'x'])) };

  it('needs a company’s registered address, not a history', () => {
    const company = { id: 7, type: 'company' as const, data: {} };
    const registered: CompletenessItem = {
      id: 1,
      applicant_id: 7,
      section: 'address',
      kind: 'registered',
      data: { use: 'registered' },
    };
    expect(applicantMissing(company, [], TODAY)).toContain('applicant.7.registered_address');
    const withAddress = applicantMissing(company, [registered], TODAY);
    expect(withAddress).not.toContain('applicant.7.registered_address');
    expect(withAddress).not.toContain('applicant.7.address_history');
    // A registered address needs no residential status.
    expect(withAddress).not.toContain('address.1.residential_status');
  });

  it("counts each applicant's own lists, not another's", () => {
    const items: CompletenessItem[] = [
      { id: 1, applicant_id: 2, section: 'address', kind: 'current', data: { use: 'current', years: 5 } },
    ];
    const missingOf = (id: number) => applicantMissing({ id, type: 'person', data: complete }, items, TODAY);
    expect(missingOf(1)).toContain('applicant.1.current_address');
    expect(missingOf(2)).not.toContain('applicant.2.current_address');
    expect(missingOf(2)).not.toContain('applicant.2.address_history');
  });

  it('adds every applicant into one page', () => {
    const pages = applicationProgress(
      { applicants: [1, 2].map((id) => ({ id, type: 'trust' as const, data: {} })), items: [], sections: {} },
      TODAY,
    );
    expect(pages.profile.missing_keys.filter((k) => k.endsWith('.name'))).toEqual([
      'applicant.1.name',
      'applicant.2.name',
    ]);
    expect(pages.profile.missing).toBe(pages.profile.missing_keys.length);
  });
});

describe('the Assets and Liabilities pages', () => {
  const item = (id: number, section: 'asset' | 'liability', kind: string, data: Record<string, unknown>) =>
    ({ id, applicant_id: null, section, kind, data }) as CompletenessItem;
  const savings = item(1, 'asset', 'Savings', { value: 100, institution: 'ING', owners: [{ applicant_id: 1 }] });

  it('ask an empty page its question: unanswered is one answer missing', () => {
    expect(clientListMissing('asset', [])).toEqual(['has_assets']);
    expect(clientListMissing('liability', [], {})).toEqual(['has_liabilities']);
  });

  it('take No with nothing listed as complete, and Yes with nothing listed as one answer missing', () => {
    expect(clientListMissing('asset', [], { has_assets: false })).toEqual([]);
    expect(clientListMissing('liability', [], { has_liabilities: false })).toEqual([]);
    expect(clientListMissing('asset', [], { has_assets: true })).toEqual(['asset_items']);
    expect(clientListMissing('liability', [], { has_liabilities: true })).toEqual(['liability_items']);
  });

  it('read listed items as Yes: the page then needs only what its items miss', () => {
    // A client who listed items before the question existed stays complete.
    expect(clientListMissing('asset', [savings])).toEqual([]);
    expect(clientListMissing('asset', [savings], { has_assets: true })).toEqual([]);
    const loan = item(2, 'liability', 'Personal Loan', { lender: 'ANZ' });
    expect(clientListMissing('liability', [savings, loan])).toEqual(
      expect.arrayContaining(['liability.2.balance', 'liability.2.owners']),
    );
    // Another page's items answer nothing here.
    expect(clientListMissing('liability', [savings])).toEqual(['has_liabilities']);
  });

  it('reach the progress through the sections the answers are stored in', () => {
    const pages = applicationProgress(
      { applicants: [], items: [savings], sections: { liability: { has_liabilities: false } } },
      TODAY,
    );
    expect(pages.asset).toEqual({ complete: true, missing: 0, missing_keys: [] });
    expect(pages.liability.complete).toBe(true);
    const unanswered = applicationProgress({ applicants: [], items: [], sections: {} }, TODAY);
    expect(unanswered.asset).toEqual({ complete: false, missing: 1, missing_keys: ['has_assets'] });
    expect(unanswered.liability.missing).toBe(1);
  });
});
