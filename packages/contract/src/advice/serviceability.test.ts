import { describe, expect, it } from 'vitest';
import { type FactFind, serviceabilityInput } from './fact-find';
import { roundCents } from './money';
import { assessServiceability } from './serviceability';
import { DEFAULT_SERVICEABILITY_SETTINGS, PLACEHOLDER_BENCHMARK } from './settings';
import { financialYearOf, taxTableFor } from './tax-tables';

/*
 * Worked examples, written out by hand: each figure below is the arithmetic in the comment beside it. The calculator
 * reads the fact-find as the server loads it, so these examples also pin the mapping from the fact-find's answers.
 */

const CATEGORIES = ['groceries', 'rent_board'];
const expenses = (groceriesMonthly: number, rentMonthly: number) => ({
  groceries_amount: groceriesMonthly,
  groceries_frequency: 'monthly',
  rent_board_amount: rentMonthly,
  rent_board_frequency: 'monthly',
});
const person = (id: number, name: string, dependants = 0) => ({
  id,
  type: 'person' as const,
  name,
  data: { dependants_count: dependants },
});
const job = (applicant_id: number, gross: number, basis = 'full-time') => ({
  applicant_id,
  section: 'employment',
  kind: '',
  data: { employer: 'Employer', basis, is_current: true, gross_income: gross, income_frequency: 'annually' },
});

describe('the tax table is chosen by the date', () => {
  it('starts a financial year on 1 July', () => {
    expect(financialYearOf('2026-06-30')).toBe('2025-26');
    expect(financialYearOf('2026-07-01')).toBe('2026-27');
    expect(taxTableFor('2026-03-15').table.financial_year).toBe('2025-26');
    // A year whose tables are not entered yet uses the latest, and says so.
    expect(taxTableFor('2031-08-01')).toMatchObject({ exact: false, table: { financial_year: '2026-27' } });
  });

  it('rounds to the cent, halves away from zero', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(56_666.67)).toBe(56_667);
    expect(roundCents(-56_666.67)).toBe(-56_667);
  });
});

describe('a couple with two incomes, a credit card limit and a car loan (2026-27)', () => {
  const couple: FactFind = {
    applicants: [person(1, 'Daniel Wright', 1), person(2, 'Sophie Wright', 1)],
    items: [
      job(1, 128_000_00),
      job(2, 86_000_00, 'part-time'),
      {
        applicant_id: 2,
        section: 'other_income',
        kind: '',
        data: { source: 'overtime', amount: 10_000_00, frequency: 'annually', is_taxable: true },
      },
      { applicant_id: null, section: 'liability', kind: 'Credit Card', data: { lender: 'ANZ', limit: 6_000_00 } },
      {
        applicant_id: null,
        section: 'liability',
        kind: 'Car Lease',
        data: { lender: 'Toyota Finance', balance: 21_400_00, repayment: 412_00, repayment_frequency: 'monthly' },
      },
    ],
    requirement: { loan_amount: 1_000_000_00, loan_term_years: 30 },
    expense: expenses(1_000_00, 3_000_00),
    expenseCategories: CATEGORIES,
  };

  it('nets each income, counts the card at 3.8 % of its limit and assesses the loan at the rate plus 3 points', () => {
    const r = assessServiceability(
      serviceabilityInput(couple, '2026-09-01', { rate: 6 }),
      DEFAULT_SERVICEABILITY_SETTINGS,
    );
    expect(r.financial_year).toBe('2026-27');
    // Daniel: $128,000. Tax 26,800 × 15 % = 4,020 + 83,000 × 30 % = 24,900 → $28,920; no offset above $66,667.
    // Medicare 2 % = $2,560. Net 128,000 − 28,920 − 2,560 = $96,520 a year → $8,043.33 a month.
    expect(r.people[0]).toMatchObject({
      shaded_taxable_annual_cents: 128_000_00,
      tax_annual_cents: 28_920_00,
      medicare_annual_cents: 2_560_00,
      net_monthly_cents: 8_043_33,
    });
    // Sophie: $86,000 + overtime $10,000 shaded to 80 % = $94,000 taxable. Tax 4,020 + 49,000 × 30 % = $18,720;
    // Medicare $1,880. Net $73,400 a year → $6,116.67 a month.
    expect(r.people[1]).toMatchObject({
      gross_annual_cents: 96_000_00,
      shaded_taxable_annual_cents: 94_000_00,
      tax_annual_cents: 18_720_00,
      medicare_annual_cents: 1_880_00,
      net_monthly_cents: 6_116_67,
    });
    expect(r.net_monthly_income_cents).toBe(14_160_00);
    // Card: 3.8 % of $6,000 = $228; car lease $412 → $640 a month.
    expect(r.commitments.map((c) => c.monthly_cents)).toEqual([228_00, 412_00]);
    expect(r.commitments_monthly_cents).toBe(640_00);
    // Declared $4,000 a month is above the benchmark for 2 adults and 1 dependant ($3,050): declared is used.
    expect(r.benchmark_monthly_cents).toBe(3_050_00);
    expect(r.living_expenses_used_monthly_cents).toBe(4_000_00);
    // Assessment rate 6 % + 3 = 9 %. $1,000,000 over 30 years at 9 %: 1,000,000 × 0.0075 / (1 − 1.0075^−360)
    // = $8,046.23 a month.
    expect(r.assessment_rate).toBe(9);
    expect(r.repayment_monthly_cents).toBe(8_046_23);
    // Surplus 14,160 − 4,000 − 640 − 8,046.23 = $1,473.77.
    expect(r.surplus_monthly_cents).toBe(1_473_77);
    // Maximum loan: $9,520 a month at 9 % over 30 years: 9,520 × (1 − 1.0075^−360) / 0.0075 = $1,183,163.36.
    expect(r.max_loan_cents).toBe(1_183_163_36);
    expect(r.missing).toEqual([]);
    expect(r.assumptions.join(' ')).toContain('2026-27');
    expect(r.assumptions.join(' ')).toContain('9%: the product rate of 6% plus a 3 percentage point buffer');
  });

  it('floors declared expenses at the household benchmark', () => {
    const r = assessServiceability(
      serviceabilityInput({ ...couple, expense: expenses(500_00, 1_500_00) }, '2026-09-01', { rate: 6 }),
      DEFAULT_SERVICEABILITY_SETTINGS,
    );
    // Declared $2,000 is below the benchmark of $3,050 for 2 adults and 1 dependant: $3,050 is used.
    expect(r.expenses_monthly_cents).toBe(2_000_00);
    expect(r.living_expenses_used_monthly_cents).toBe(3_050_00);
    // Max loan: 14,160 − 3,050 − 640 = $10,470 a month at 9 % over 30 years = $1,301,231.13.
    expect(r.max_loan_cents).toBe(1_301_231_13);
    expect(r.benchmark_is_placeholder).toBe(true);
    expect(r.assumptions.join(' ')).toContain(PLACEHOLDER_BENCHMARK.label);
  });

  it('gives no surplus from unanswered expenses and says what is missing', () => {
    const r = assessServiceability(
      serviceabilityInput(
        { ...couple, expense: { groceries_amount: 800_00, groceries_frequency: 'monthly' } },
        '2026-09-01',
      ),
      DEFAULT_SERVICEABILITY_SETTINGS,
    );
    expect(r.expenses_monthly_cents).toBeNull();
    expect(r.surplus_monthly_cents).toBeNull();
    expect(r.max_loan_cents).toBeNull();
    expect(r.missing).toEqual(['Living expenses (1 of 2 categories not answered)']);
  });

  it('leaves out a debt the new loan pays out, and says so', () => {
    const items = couple.items.map((i) =>
      i.kind === 'Car Lease' ? { ...i, data: { ...i.data, to_be_closed: true } } : i,
    );
    const r = assessServiceability(
      serviceabilityInput({ ...couple, items }, '2026-09-01'),
      DEFAULT_SERVICEABILITY_SETTINGS,
    );
    expect(r.commitments_monthly_cents).toBe(228_00);
    expect(r.assumptions.at(-1)).toContain('Car Lease, Toyota Finance');
  });
});

describe('a self-employed applicant (2025-26, chosen by the date)', () => {
  const single: FactFind = {
    applicants: [person(1, 'Marco Rossi', 2)],
    items: [job(1, 150_000_00, 'self-employed')],
    requirement: { loan_amount: 500_000_00, loan_term_years: 25 },
    expense: expenses(800_00, 1_200_00),
    expenseCategories: CATEGORIES,
  };

  it('taxes self-employed income at the 2025-26 rates, with the firm’s shading', () => {
    const input = serviceabilityInput(single, '2026-03-15', { rate: 6.5 });
    const r = assessServiceability(input, DEFAULT_SERVICEABILITY_SETTINGS);
    expect(r.financial_year).toBe('2025-26');
    // $150,000 at 100 %. Tax 26,800 × 16 % = 4,288 + 90,000 × 30 % = 27,000 + 15,000 × 37 % = 5,550 → $36,838;
    // Medicare $3,000. Net $110,162 a year → $9,180.17 a month.
    expect(r.people[0]).toMatchObject({ tax_annual_cents: 36_838_00, medicare_annual_cents: 3_000_00 });
    expect(r.net_monthly_income_cents).toBe(9_180_17);
    // Declared $2,000 < benchmark for 1 adult and 2 dependants, $2,800: $2,800 is used.
    expect(r.living_expenses_used_monthly_cents).toBe(2_800_00);
    // 6.5 % + 3 = 9.5 %; $500,000 over 25 years = $4,368.48 a month. Surplus 9,180.17 − 2,800 − 4,368.48 = $2,011.69.
    expect(r.repayment_monthly_cents).toBe(4_368_48);
    expect(r.surplus_monthly_cents).toBe(2_011_69);
    // Max loan: $6,380.17 a month at 9.5 % over 25 years = $730,250.02.
    expect(r.max_loan_cents).toBe(730_250_02);

    // A firm that counts self-employed income at 90 %: $135,000 taxable. Tax 4,288 + 27,000 = $31,288; Medicare
    // $2,700; net $101,012 → $8,417.67 a month; max loan on $5,617.67 a month = $642,977.16.
    const shaded = assessServiceability(input, {
      ...DEFAULT_SERVICEABILITY_SETTINGS,
      shading: { ...DEFAULT_SERVICEABILITY_SETTINGS.shading, self_employed: 90 },
    });
    expect(shaded.net_monthly_income_cents).toBe(8_417_67);
    expect(shaded.max_loan_cents).toBe(642_977_16);
    expect(shaded.assumptions.join(' ')).toContain('self-employed income 90%');
  });
});

describe('a couple with an investment property', () => {
  const investors: FactFind = {
    applicants: [person(1, 'Ava Chen'), person(2, 'Noah Chen')],
    items: [
      job(1, 70_000_00),
      job(2, 40_000_00, 'part-time'),
      {
        applicant_id: null,
        section: 'asset',
        kind: 'Investment Property',
        data: {
          address: '4 Bay Road',
          rental_income: 600_00,
          rental_income_frequency: 'weekly',
          owners: [
            { applicant_id: 1, share_percent: 50 },
            { applicant_id: 2, share_percent: 50 },
          ],
        },
      },
      {
        applicant_id: null,
        section: 'liability',
        kind: 'Property Loan',
        data: { lender: 'Westpac', balance: 380_000_00, repayment: 2_000_00, repayment_frequency: 'monthly' },
      },
    ],
    requirement: { loan_amount: 400_000_00, loan_term_years: 30 },
    expense: expenses(1_000_00, 2_500_00),
    expenseCategories: CATEGORIES,
  };

  it('shares the rent by ownership, shades it to 80 % and taxes it with each salary', () => {
    const r = assessServiceability(
      serviceabilityInput(investors, '2026-11-28', { rate: 6.2 }),
      DEFAULT_SERVICEABILITY_SETTINGS,
    );
    // Rent $600 × 52 = $31,200, half each = $15,600, at 80 % = $12,480 each.
    // Ava: 70,000 + 12,480 = $82,480. Tax 4,020 + 37,480 × 30 % = $15,264; Medicare $1,649.60;
    // net $65,566.40 → $5,463.87 a month.
    expect(r.people[0]).toMatchObject({
      shaded_taxable_annual_cents: 82_480_00,
      tax_annual_cents: 15_264_00,
      medicare_annual_cents: 1_649_60,
      net_monthly_cents: 5_463_87,
    });
    // Noah: 40,000 + 12,480 = $52,480. Tax 4,020 + 7,480 × 30 % = $6,264, less the low income tax offset
    // 325 − 7,480 × 1.5 % = $212.80 → $6,051.20; Medicare $1,049.60; net $45,379.20 → $3,781.60 a month.
    expect(r.people[1]).toMatchObject({ tax_annual_cents: 6_051_20, net_monthly_cents: 3_781_60 });
    // Net $9,245.47; expenses $3,500 (above $2,450); the investment loan $2,000.
    expect(r.net_monthly_income_cents).toBe(9_245_47);
    expect(r.commitments_monthly_cents).toBe(2_000_00);
    // 6.2 % + 3 = 9.2 %: $400,000 over 30 years = $3,276.22; surplus 9,245.47 − 3,500 − 2,000 − 3,276.22 = $469.25.
    expect(r.repayment_monthly_cents).toBe(3_276_22);
    expect(r.surplus_monthly_cents).toBe(469_25);
    // Max loan: $3,745.47 a month at 9.2 % over 30 years = $457,291.84.
    expect(r.max_loan_cents).toBe(457_291_84);
  });

  it('moves the maximum loan with the rate of the what-if', () => {
    const at = (rate: number) =>
      assessServiceability(serviceabilityInput(investors, '2026-11-28', { rate }), DEFAULT_SERVICEABILITY_SETTINGS)
        .max_loan_cents as number;
    expect(at(5.2)).toBeGreaterThan(at(6.2));
    expect(at(7.2)).toBeLessThan(at(6.2));
  });
});
