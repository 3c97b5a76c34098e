import { describe, expect, it } from 'vitest';
import type { ReviewAnswers } from '../../db/schema';
import { reviewChanges } from './review-changes';

/** Last year's answers of a couple with a car loan, as a review keeps them. */
const lastYear: ReviewAnswers = {
  applicants: [
    {
      id: 1,
      type: 'person',
      is_primary: true,
      data: { first_name: 'Mia', last_name: 'Stone', marital_status: 'married', phone_mobile: '+61412345678' },
    },
    { id: 2, type: 'person', is_primary: false, data: { first_name: 'Noah', last_name: 'Stone' } },
  ],
  items: [
    {
      id: 10,
      applicant_id: null,
      section: 'liability',
      kind: 'Car Loan',
      data: { lender: 'Harbour Bank', balance: 1_500_000, repayment_frequency: 'monthly' },
    },
  ],
  sections: { requirement: { purpose: 'refinance', loan_amount: 50_000_000 } },
};

const thisYear = (change: (a: ReviewAnswers) => void): ReviewAnswers => {
  const copy = structuredClone(lastYear);
  change(copy);
  return copy;
};

describe('what a review changed', () => {
  it('finds nothing when every answer is as it was, a missing answer and a null one alike', () => {
    expect(reviewChanges(lastYear, structuredClone(lastYear))).toEqual([]);
    const withNull = thisYear((a) => {
      (a.applicants[1] as { data: Record<string, unknown> }).data.middle_name = null;
    });
    expect(reviewChanges(lastYear, withNull)).toEqual([]);
  });

  it("finds exactly the changed answers, each with last year's value and this year's as the report prints them", () => {
    const now = thisYear((a) => {
      const mia = a.applicants[0] as { data: Record<string, unknown> };
      mia.data.marital_status = 'de_facto';
      mia.data.phone_mobile = '+61498765432';
      (a.items[0] as { data: Record<string, unknown> }).data.balance = 900_000;
      a.sections.requirement = { purpose: 'refinance', loan_amount: 50_000_000, loan_term_years: 25 };
    });
    expect(reviewChanges(lastYear, now)).toEqual([
      {
        page: 'profile',
        where: 'Applicant: Mia Stone',
        key: 'marital_status',
        label: 'Marital status',
        old: 'Married',
        new: 'De facto',
      },
      {
        page: 'profile',
        where: 'Applicant: Mia Stone',
        key: 'phone_mobile',
        label: 'Mobile',
        old: '0412 345 678',
        new: '0498 765 432',
      },
      {
        page: 'requirement',
        where: 'Requirements',
        key: 'loan_term_years',
        label: 'Loan term (years)',
        old: '',
        new: '25',
      },
      {
        page: 'liability',
        where: 'Liability: Car Loan',
        key: 'balance',
        label: 'Balance owing',
        old: '$15,000',
        new: '$9,000',
      },
    ]);
  });

  it('names an applicant removed and one added, by the names they had', () => {
    const now = thisYear((a) => {
      a.applicants = [a.applicants[0] as ReviewAnswers['applicants'][number]];
      a.applicants.push({ id: 3, type: 'company', is_primary: false, data: { name: 'Stone Pty Ltd' } });
    });
    expect(reviewChanges(lastYear, now)).toEqual([
      expect.objectContaining({ where: 'Company: Stone Pty Ltd', label: 'Added', old: '', new: 'Stone Pty Ltd' }),
      expect.objectContaining({ where: 'Applicant: Noah Stone', label: 'Removed', old: 'Noah Stone', new: '' }),
    ]);
  });
});
