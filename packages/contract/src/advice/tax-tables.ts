import { roundCents } from './money';

/*
 * The Australian resident tax tables the advice tools use, one entry per financial year: data, not code. To add a
 * year, append an entry (docs/decisions/048-serviceability-tables-as-data.md says where the figures come from and
 * how to check them); `taxTableFor` picks a year by date, so nothing else changes. Amounts are cents, rates percent.
 */

export interface TaxBracket {
  /** Taxable income above this many cents is taxed at `rate_percent`, up to the next bracket. */
  from_cents: number;
  rate_percent: number;
}

export interface TaxTable {
  /** '2026-27': 1 July 2026 to 30 June 2027. */
  financial_year: string;
  starts_on: string;
  /** Where the figures were read. */
  source: string;
  brackets: readonly TaxBracket[];
  /** The low income tax offset: the most it is, then reduced by a rate per dollar above each step. */
  low_income_offset: { max_cents: number; reductions: readonly TaxBracket[] };
  /** The Medicare levy as a share of taxable income (its low-income reduction is not applied). */
  medicare_levy_percent: number;
  /** Superannuation: the employer's guarantee and the yearly concessional contributions cap. */
  super_guarantee_percent: number;
  concessional_cap_cents: number;
  /** Tax on concessional contributions inside the fund. */
  contributions_tax_percent: number;
}

const LOW_INCOME_OFFSET = {
  max_cents: 700_00,
  reductions: [
    { from_cents: 37_500_00, rate_percent: 5 },
    { from_cents: 45_000_00, rate_percent: 1.5 },
  ],
} as const;

export const TAX_TABLES: readonly TaxTable[] = [
  {
    financial_year: '2025-26',
    starts_on: '2025-07-01',
    source:
      'ato.gov.au, Individual income tax rates, residents 2025-26; Medicare levy; super guarantee 12% from 1 July 2025',
    brackets: [
      { from_cents: 0, rate_percent: 0 },
      { from_cents: 18_200_00, rate_percent: 16 },
      { from_cents: 45_000_00, rate_percent: 30 },
      { from_cents: 135_000_00, rate_percent: 37 },
      { from_cents: 190_000_00, rate_percent: 45 },
    ],
    low_income_offset: LOW_INCOME_OFFSET,
    medicare_levy_percent: 2,
    super_guarantee_percent: 12,
    concessional_cap_cents: 30_000_00,
    contributions_tax_percent: 15,
  },
  {
    financial_year: '2026-27',
    starts_on: '2026-07-01',
    source:
      'ato.gov.au, residents 2026-27: Treasury Laws Amendment (Cost of Living Tax Cuts) Act 2025 lowers 16% to 15% from 1 July 2026',
    brackets: [
      { from_cents: 0, rate_percent: 0 },
      { from_cents: 18_200_00, rate_percent: 15 },
      { from_cents: 45_000_00, rate_percent: 30 },
      { from_cents: 135_000_00, rate_percent: 37 },
      { from_cents: 190_000_00, rate_percent: 45 },
    ],
    low_income_offset: LOW_INCOME_OFFSET,
    medicare_levy_percent: 2,
    super_guarantee_percent: 12,
    concessional_cap_cents: 30_000_00,
    contributions_tax_percent: 15,
  },
];

/** The financial year a calendar date (YYYY-MM-DD) falls in: '2026-27' from 1 July 2026 to 30 June 2027. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The table for a date: its financial year's, or, for a year not entered yet, the latest before it (the earliest
 * for a date before every table). `exact` says whether the year's own table was found.
 */
export function taxTableFor(
  date: string,
  tables: readonly TaxTable[] = TAX_TABLES,
): { table: TaxTable; exact: boolean } {
  const year = financialYearOf(date);
  const own = tables.find((t) => t.financial_year === year);
  if (own) return { table: own, exact: true };
  const before = tables.filter((t) => t.starts_on <= date).at(-1);
  return { table: (before ?? tables[0]) as TaxTable, exact: false };
}

function stepTax(incomeCents: number, steps: readonly TaxBracket[]): number {
  let tax = 0;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as TaxBracket;
    const next = steps[i + 1]?.from_cents ?? Number.POSITIVE_INFINITY;
    if (incomeCents > step.from_cents)
      tax += ((Math.min(incomeCents, next) - step.from_cents) * step.rate_percent) / 100;
  }
  return tax;
}

/** Income tax on a year's taxable income, after the low income tax offset, in cents (one rounding, at the end). */
export function incomeTaxCents(taxableCents: number, table: TaxTable): number {
  if (taxableCents <= 0) return 0;
  const offset = Math.max(
    0,
    table.low_income_offset.max_cents - stepTax(taxableCents, table.low_income_offset.reductions),
  );
  return Math.max(0, roundCents(stepTax(taxableCents, table.brackets) - offset));
}

/** The Medicare levy on a year's taxable income, in cents. */
export function medicareLevyCents(taxableCents: number, table: TaxTable): number {
  return taxableCents <= 0 ? 0 : roundCents((taxableCents * table.medicare_levy_percent) / 100);
}
