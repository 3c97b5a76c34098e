import type { FactFindFigures } from './fact-find';
import { dollars, monthlyRepaymentCents, percent, roundCents } from './money';
import { incomeTaxCents, medicareLevyCents, type TaxTable } from './tax-tables';

/*
 * The strategy library (Pro): each strategy is a calculator whose inputs the fact-find fills, which the adviser may
 * adjust (the fact-find's figure shown beside each), and whose results and assumptions print in the report. Pure and
 * zod-free; money in whole cents by the one rounding rule (money.ts).
 */

export type StrategyUnit = 'cents' | 'percent' | 'years' | 'months' | 'count';

export interface StrategyField {
  key: string;
  label: string;
  unit: StrategyUnit;
  min: number;
  max: number;
  /** Where the filled value comes from, when not the fact-find: a suggestion, or the year's tax tables. */
  source?: 'suggested' | 'tax-table';
}

export interface StrategyFigure {
  key: string;
  label: string;
  unit: StrategyUnit;
  value: number;
}

export interface StrategyOutcome {
  results: StrategyFigure[];
  assumptions: string[];
}

export type StrategyInputs = Record<string, number>;

export interface StrategyDefinition {
  key: StrategyKey;
  title: string;
  summary: string;
  fields: readonly StrategyField[];
  /** The inputs as the fact-find fills them. */
  fromFactFind: (f: FactFindFigures, table: TaxTable) => StrategyInputs;
  calculate: (inputs: StrategyInputs, table: TaxTable) => StrategyOutcome;
}

export const STRATEGY_KEYS = [
  'extra_repayments_offset',
  'debt_consolidation',
  'emergency_fund',
  'salary_sacrifice',
  'cover_needs',
] as const;
export type StrategyKey = (typeof STRATEGY_KEYS)[number];

const MAX_CENTS = 100_000_000_00;
const money = (key: string, label: string): StrategyField => ({ key, label, unit: 'cents', min: 0, max: MAX_CENTS });
const rate = (key: string, label: string): StrategyField => ({ key, label, unit: 'percent', min: 0, max: 30 });
const years = (key: string, label: string, min = 1, max = 40): StrategyField => ({
  key,
  label,
  unit: 'years',
  min,
  max,
});
const fig = (key: string, label: string, unit: StrategyUnit, value: number): StrategyFigure => ({
  key,
  label,
  unit,
  value,
});
const oneDecimal = (x: number) => Math.round(x * 10) / 10;
const v = (inputs: StrategyInputs, key: string) => inputs[key] ?? 0;

/**
 * A loan paid monthly until it is gone: interest each month on the balance less the offset (rounded to the cent),
 * then the payment. Answers the months it takes and the interest paid (capped at 100 years).
 */
export function payDown(
  loanCents: number,
  ratePercent: number,
  paymentCents: number,
  offsetCents = 0,
): { months: number; interest_cents: number } {
  let balance = loanCents;
  let months = 0;
  let interest = 0;
  const r = ratePercent / 100 / 12;
  while (balance > 0 && months < 1200) {
    const charged = roundCents(Math.max(0, balance - offsetCents) * r);
    interest += charged;
    balance = balance + charged - paymentCents;
    months++;
    if (paymentCents <= charged) return { months: 1200, interest_cents: interest };
  }
  return { months, interest_cents: interest };
}

const extraRepayments: StrategyDefinition = {
  key: 'extra_repayments_offset',
  title: 'Extra repayments and an offset account',
  summary: 'Interest and years saved by paying more each month and keeping savings in an offset account.',
  fields: [
    money('loan_cents', 'Loan amount'),
    { ...rate('rate_percent', 'Interest rate (% a year)'), source: 'suggested' },
    years('term_years', 'Loan term (years)'),
    { ...money('extra_monthly_cents', 'Extra repayment a month'), source: 'suggested' },
    money('offset_cents', 'Offset balance'),
  ],
  fromFactFind: (f) => {
    const regular = monthlyRepaymentCents(f.loan_cents, f.rate_percent, f.term_years);
    return {
      loan_cents: f.loan_cents,
      rate_percent: f.rate_percent,
      term_years: f.term_years,
      extra_monthly_cents: roundCents(regular / 10 / 100) * 100,
      offset_cents: f.savings_cents,
    };
  },
  calculate: (i) => {
    const regular = monthlyRepaymentCents(v(i, 'loan_cents'), v(i, 'rate_percent'), v(i, 'term_years'));
    const before = payDown(v(i, 'loan_cents'), v(i, 'rate_percent'), regular);
    const after = payDown(
      v(i, 'loan_cents'),
      v(i, 'rate_percent'),
      regular + v(i, 'extra_monthly_cents'),
      v(i, 'offset_cents'),
    );
    return {
      results: [
        fig('regular_repayment', 'Regular repayment a month', 'cents', regular),
        fig('interest_before', 'Interest over the loan as it is', 'cents', before.interest_cents),
        fig('interest_after', 'Interest with the strategy', 'cents', after.interest_cents),
        fig('interest_saved', 'Interest saved', 'cents', before.interest_cents - after.interest_cents),
        fig('years_saved', 'Years saved', 'years', oneDecimal((before.months - after.months) / 12)),
      ],
      assumptions: [
        `The rate of ${percent(v(i, 'rate_percent'))} stays the same for the whole term; interest is charged monthly on the balance less the offset.`,
        `The offset balance of ${dollars(v(i, 'offset_cents'))} stays in the account and the extra ${dollars(v(i, 'extra_monthly_cents'))} is paid every month from the start.`,
      ],
    };
  },
};

const debtConsolidation: StrategyDefinition = {
  key: 'debt_consolidation',
  title: 'Consolidating debts',
  summary: 'Repayments before and after rolling personal debts (cards, car and personal loans) into one loan.',
  fields: [
    money('balance_cents', 'Debts to consolidate'),
    money('repayments_before_cents', 'Their repayments a month now'),
    { ...rate('rate_percent', 'Consolidated rate (% a year)'), source: 'suggested' },
    years('term_years', 'Consolidated term (years)'),
  ],
  fromFactFind: (f) => ({
    balance_cents: f.personal_debts_cents,
    repayments_before_cents: f.personal_repayments_monthly_cents,
    rate_percent: f.rate_percent,
    term_years: f.term_years,
  }),
  calculate: (i) => {
    const after = monthlyRepaymentCents(v(i, 'balance_cents'), v(i, 'rate_percent'), v(i, 'term_years'));
    const totalAfter = after * Math.round(v(i, 'term_years') * 12);
    return {
      results: [
        fig('repayments_before', 'Repayments a month before', 'cents', v(i, 'repayments_before_cents')),
        fig('repayments_after', 'Repayment a month after', 'cents', after),
        fig('monthly_change', 'Less each month', 'cents', v(i, 'repayments_before_cents') - after),
        fig(
          'interest_after',
          'Interest over the consolidated term',
          'cents',
          Math.max(0, totalAfter - v(i, 'balance_cents')),
        ),
      ],
      assumptions: [
        `The debts are repaid principal and interest at ${percent(v(i, 'rate_percent'))} over ${v(i, 'term_years')} years.`,
        'A longer term lowers the repayment but can cost more interest in total than the debts would; cards count at their repayment as entered, or 3.8% of the limit when none is entered.',
      ],
    };
  },
};

const emergencyFund: StrategyDefinition = {
  key: 'emergency_fund',
  title: 'Emergency fund',
  summary: 'A buffer of months of living expenses, against the savings already held.',
  fields: [
    money('monthly_expenses_cents', 'Living expenses a month'),
    { key: 'months', label: 'Months to cover', unit: 'months', min: 1, max: 24, source: 'suggested' },
    money('savings_cents', 'Savings now'),
  ],
  fromFactFind: (f) => ({
    monthly_expenses_cents: f.monthly_expenses_cents,
    months: 3,
    savings_cents: f.savings_cents,
  }),
  calculate: (i) => {
    const target = v(i, 'monthly_expenses_cents') * v(i, 'months');
    const monthly = v(i, 'monthly_expenses_cents');
    return {
      results: [
        fig('target', 'Target', 'cents', target),
        fig('gap', 'Still to save', 'cents', Math.max(0, target - v(i, 'savings_cents'))),
        fig(
          'months_covered',
          'Months the savings cover now',
          'months',
          monthly > 0 ? oneDecimal(v(i, 'savings_cents') / monthly) : 0,
        ),
      ],
      assumptions: [
        `${v(i, 'months')} months of the declared living expenses (${dollars(monthly)} a month), as cash that can be reached at once (an offset counts).`,
      ],
    };
  },
};

/** Income tax and the Medicare levy on a year's taxable income. */
const taxOn = (cents: number, table: TaxTable) => incomeTaxCents(cents, table) + medicareLevyCents(cents, table);

const salarySacrifice: StrategyDefinition = {
  key: 'salary_sacrifice',
  title: 'Salary sacrifice into super',
  summary: 'Tax saved by paying part of the salary into super, within the concessional contributions cap.',
  fields: [
    money('salary_cents', 'Gross salary a year'),
    { ...money('sacrifice_cents', 'Salary sacrificed a year'), source: 'suggested' },
    { ...rate('guarantee_percent', 'Employer super guarantee (%)'), source: 'tax-table' },
    { ...money('cap_cents', 'Concessional cap a year'), source: 'tax-table' },
  ],
  fromFactFind: (f, table) => {
    const guarantee = roundCents((f.earner_salary_cents * table.super_guarantee_percent) / 100);
    return {
      salary_cents: f.earner_salary_cents,
      sacrifice_cents: Math.max(0, Math.min(10_000_00, table.concessional_cap_cents - guarantee)),
      guarantee_percent: table.super_guarantee_percent,
      cap_cents: table.concessional_cap_cents,
    };
  },
  calculate: (i, table) => {
    const salary = v(i, 'salary_cents');
    const guarantee = roundCents((salary * v(i, 'guarantee_percent')) / 100);
    const room = Math.max(0, v(i, 'cap_cents') - guarantee);
    const sacrificed = Math.min(v(i, 'sacrifice_cents'), room, salary);
    const personal = taxOn(salary, table) - taxOn(salary - sacrificed, table);
    const inFund = roundCents((sacrificed * table.contributions_tax_percent) / 100);
    return {
      results: [
        fig('room', 'Room under the cap', 'cents', room),
        fig('sacrificed', 'Salary sacrificed (within the cap)', 'cents', sacrificed),
        fig('personal_tax_saved', 'Income tax and Medicare levy saved', 'cents', personal),
        fig(
          'contributions_tax',
          `Contributions tax in the fund (${percent(table.contributions_tax_percent)})`,
          'cents',
          inFund,
        ),
        fig('tax_saved', 'Tax saved a year', 'cents', personal - inFund),
        fig('take_home_change', 'Take-home pay a month changes by', 'cents', roundCents(-(sacrificed - personal) / 12)),
      ],
      assumptions: [
        `Taxed at the ${table.financial_year} resident rates with the Medicare levy; the employer's guarantee of ${percent(v(i, 'guarantee_percent'))} counts towards the ${dollars(v(i, 'cap_cents'))} cap first.`,
        `Contributions are taxed at ${percent(table.contributions_tax_percent)} in the fund (Division 293 for incomes over $250,000 is not applied); carried-forward cap amounts are not used.`,
        ...(v(i, 'sacrifice_cents') > sacrificed
          ? [`The ${dollars(v(i, 'sacrifice_cents'))} asked is limited to the room under the cap.`]
          : []),
      ],
    };
  },
};

const coverNeeds: StrategyDefinition = {
  key: 'cover_needs',
  title: 'Cover needs: life, TPD and income protection',
  summary: 'Insurance needed to repay the debts and replace income for the dependants.',
  fields: [
    money('debts_cents', 'Debts to repay (the new loan included)'),
    money('income_cents', 'Gross income a year'),
    { key: 'dependants', label: 'Dependants', unit: 'count', min: 0, max: 20 },
    { ...years('income_years', 'Years of income to replace', 0, 40), source: 'suggested' },
    { ...money('per_dependant_cents', 'Education and care per dependant'), source: 'suggested' },
    { ...money('care_cents', 'Care and home changes after disablement (TPD)'), source: 'suggested' },
    { key: 'ip_percent', label: 'Income protected (%)', unit: 'percent', min: 0, max: 90, source: 'suggested' },
  ],
  fromFactFind: (f) => ({
    debts_cents: f.all_debts_cents,
    income_cents: f.earner_salary_cents,
    dependants: f.dependants,
    income_years: f.dependants > 0 ? 10 : 3,
    per_dependant_cents: 50_000_00,
    care_cents: 100_000_00,
    ip_percent: 70,
  }),
  calculate: (i) => {
    const life =
      v(i, 'debts_cents') +
      v(i, 'income_cents') * v(i, 'income_years') +
      v(i, 'dependants') * v(i, 'per_dependant_cents');
    return {
      results: [
        fig('life', 'Life cover', 'cents', life),
        fig('tpd', 'Total and permanent disablement cover', 'cents', life + v(i, 'care_cents')),
        fig(
          'income_protection',
          'Income protection a month',
          'cents',
          roundCents((v(i, 'income_cents') * v(i, 'ip_percent')) / 100 / 12),
        ),
      ],
      assumptions: [
        `Life cover repays ${dollars(v(i, 'debts_cents'))} of debts, replaces ${v(i, 'income_years')} years of gross income and adds ${dollars(v(i, 'per_dependant_cents'))} for each dependant (${v(i, 'dependants')}); existing cover and super balances are not deducted.`,
        `TPD adds ${dollars(v(i, 'care_cents'))} for care; income protection insures ${percent(v(i, 'ip_percent'))} of gross income, before any waiting period.`,
      ],
    };
  },
};

export const STRATEGIES: readonly StrategyDefinition[] = [
  extraRepayments,
  debtConsolidation,
  emergencyFund,
  salarySacrifice,
  coverNeeds,
];

export const strategyOf = (key: string) => STRATEGIES.find((s) => s.key === key);

/** An input outside its field's range, or a field missing or unknown: the key of the first, or null when all are fine. */
export function invalidStrategyInput(def: StrategyDefinition, inputs: Readonly<Record<string, number>>): string | null {
  for (const f of def.fields) {
    const value = inputs[f.key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < f.min || value > f.max) return f.key;
    if ((f.unit === 'cents' || f.unit === 'count' || f.unit === 'months') && !Number.isInteger(value)) return f.key;
  }
  const unknown = Object.keys(inputs).find((k) => !def.fields.some((f) => f.key === k));
  return unknown ?? null;
}

/** A figure as the page and the report print it: $1,234.56, 6.25%, 3.5 years, 1.3 months, 2. */
export function figureText(unit: StrategyUnit, value: number): string {
  if (unit === 'cents') return dollars(value, true);
  if (unit === 'percent') return percent(value);
  if (unit === 'years') return `${value} year${value === 1 ? '' : 's'}`;
  if (unit === 'months') return `${value} month${value === 1 ? '' : 's'}`;
  return String(value);
}
