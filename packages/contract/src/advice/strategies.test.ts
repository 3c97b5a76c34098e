import { describe, expect, it } from 'vitest';
import type { FactFindFigures } from './fact-find';
import { invalidStrategyInput, payDown, strategyOf } from './strategies';
import { TAX_TABLES } from './tax-tables';

/* Each strategy against a worked example, the arithmetic written beside each figure. */

const fy2627 = TAX_TABLES.find((t) => t.financial_year === '2026-27')!;
const figures = (results: { key: string; value: number }[]) => Object.fromEntries(results.map((r) => [r.key, r.value]));
const run = (key: string, inputs: Record<string, number>) => {
  const def = strategyOf(key)!;
  expect(invalidStrategyInput(def, inputs)).toBeNull();
  return def.calculate(inputs, fy2627);
};

const wrights: FactFindFigures = {
  loan_cents: 1_160_000_00,
  term_years: 30,
  rate_percent: 6,
  savings_cents: 312_000_00,
  monthly_expenses_cents: 5_127_83,
  personal_debts_cents: 21_400_00,
  personal_repayments_monthly_cents: 412_00,
  all_debts_cents: 1_181_400_00,
  dependants: 1,
  earner_name: 'Daniel Wright',
  earner_salary_cents: 128_000_00,
};

describe('extra repayments and an offset', () => {
  it('charges interest monthly on the balance less the offset, to the cent', () => {
    // $10,000 at 12 % (1 % a month), $5,000 a month: interest 100 → 5,100; 51 → 151; 1.51 → paid. $152.51, 3 months.
    expect(payDown(10_000_00, 12, 5_000_00)).toEqual({ months: 3, interest_cents: 152_51 });
    // With $5,000 in offset: interest on 5,000 = 50 → 5,050; on 50 = 0.50 → 50.50; none → paid. $50.50, 3 months.
    expect(payDown(10_000_00, 12, 5_000_00, 5_000_00)).toEqual({ months: 3, interest_cents: 50_50 });
  });

  it('fills from the fact-find and shows the interest and years saved', () => {
    const def = strategyOf('extra_repayments_offset')!;
    const inputs = def.fromFactFind(wrights, fy2627);
    // $1,160,000 at 6 % over 30 years: 1,160,000 × 0.005 / (1 − 1.005^−360) = $6,954.79; the extra is a tenth of
    // it in whole dollars ($695); the offset is the savings.
    expect(inputs).toEqual({
      loan_cents: 1_160_000_00,
      rate_percent: 6,
      term_years: 30,
      extra_monthly_cents: 695_00,
      offset_cents: 312_000_00,
    });
    const r = figures(def.calculate(inputs, fy2627).results);
    expect(r.regular_repayment).toBe(6_954_79);
    expect(r.interest_saved).toBe(r.interest_before! - r.interest_after!);
    // Without the strategy the loan runs its 360 months; its interest is about 360 × 6,954.79 − 1,160,000.
    expect(Math.abs(r.interest_before! - (360 * 6_954_79 - 1_160_000_00))).toBeLessThan(100_00);
    expect(r.years_saved).toBeGreaterThan(10);
  });
});

describe('debt consolidation', () => {
  it('compares the repayments before and after', () => {
    // $20,000 at 6 % over 5 years: 20,000 × 0.005 / (1 − 1.005^−60) = $386.66 a month; before $640: $253.34 less;
    // interest over the term 386.66 × 60 − 20,000 = $3,199.60.
    const r = figures(
      run('debt_consolidation', {
        balance_cents: 20_000_00,
        repayments_before_cents: 640_00,
        rate_percent: 6,
        term_years: 5,
      }).results,
    );
    expect(r).toEqual({
      repayments_before: 640_00,
      repayments_after: 386_66,
      monthly_change: 253_34,
      interest_after: 3_199_60,
    });
  });
});

describe('emergency fund', () => {
  it('targets months of expenses against the savings held', () => {
    // 3 × $4,000 = $12,000; $5,000 saved: $7,000 to go; 5,000 / 4,000 = 1.25 → 1.3 months (one decimal, half up).
    const r = figures(
      run('emergency_fund', { monthly_expenses_cents: 4_000_00, months: 3, savings_cents: 5_000_00 }).results,
    );
    expect(r).toEqual({ target: 12_000_00, gap: 7_000_00, months_covered: 1.3 });
  });
});

describe('salary sacrifice within the concessional cap (2026-27)', () => {
  it('saves the marginal tax less the 15 % contributions tax', () => {
    // $100,000 salary: guarantee 12 % = $12,000, so $18,000 of the $30,000 cap is left; $10,000 sacrificed.
    // Tax + Medicare on 100,000: 4,020 + 55,000 × 30 % = 20,520 + 2,000 = $22,520; on 90,000: 17,520 + 1,800 =
    // $19,320: $3,200 saved; contributions tax 15 % × 10,000 = $1,500; $1,700 saved a year. Take-home changes by
    // −(10,000 − 3,200) / 12 = −$566.67 a month.
    const r = figures(
      run('salary_sacrifice', {
        salary_cents: 100_000_00,
        sacrifice_cents: 10_000_00,
        guarantee_percent: 12,
        cap_cents: 30_000_00,
      }).results,
    );
    expect(r).toEqual({
      room: 18_000_00,
      sacrificed: 10_000_00,
      personal_tax_saved: 3_200_00,
      contributions_tax: 1_500_00,
      tax_saved: 1_700_00,
      take_home_change: -566_67,
    });
  });

  it('limits the sacrifice to the room under the cap', () => {
    const out = run('salary_sacrifice', {
      salary_cents: 200_000_00,
      sacrifice_cents: 20_000_00,
      guarantee_percent: 12,
      cap_cents: 30_000_00,
    });
    // Guarantee 12 % of $200,000 = $24,000: $6,000 of room.
    expect(figures(out.results).sacrificed).toBe(6_000_00);
    expect(out.assumptions.at(-1)).toContain('limited to the room under the cap');
  });
});

describe('cover needs', () => {
  it('adds debts, years of income and each dependant’s needs', () => {
    const def = strategyOf('cover_needs')!;
    const inputs = def.fromFactFind(wrights, fy2627);
    // Debts $1,181,400 + 10 years × $128,000 + 1 × $50,000 = $2,511,400; TPD adds $100,000 of care;
    // income protection 70 % × 128,000 / 12 = $7,466.67 a month.
    expect(figures(def.calculate(inputs, fy2627).results)).toEqual({
      life: 2_511_400_00,
      tpd: 2_611_400_00,
      income_protection: 7_466_67,
    });
  });

  it('refuses an input outside its range or one it does not take', () => {
    const def = strategyOf('cover_needs')!;
    const inputs = def.fromFactFind(wrights, fy2627);
    expect(invalidStrategyInput(def, { ...inputs, ip_percent: 95 })).toBe('ip_percent');
    expect(invalidStrategyInput(def, { ...inputs, dependants: 1.5 })).toBe('dependants');
    expect(invalidStrategyInput(def, { ...inputs, extra: 1 })).toBe('extra');
  });
});
