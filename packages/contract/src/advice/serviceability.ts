import { dollars, loanForRepaymentCents, monthlyOfAnnual, monthlyRepaymentCents, percent, roundCents } from './money';
import {
  benchmarkFor,
  CARD_LIMIT_MONTHLY_PERCENT,
  INCOME_KIND_LABELS,
  type IncomeKind,
  SERVICEABILITY_BUFFER_PERCENT,
  type ServiceabilitySettings,
} from './settings';
import { incomeTaxCents, medicareLevyCents, type TaxTable, taxTableFor } from './tax-tables';

/*
 * Serviceability: can the household afford the new loan at the assessment rate (the product rate plus the buffer)?
 * Pure and zod-free: the server, the page's what-if and the report run this one function on the same inputs.
 * Net income = shaded taxable income less income tax and the Medicare levy, plus untaxed income; living expenses =
 * the greater of the declared figure and the household's benchmark; commitments = 3.8 % of each card limit a month
 * and every other repayment still to be paid; surplus = net income − expenses − commitments − the new repayment;
 * the maximum loan is the loan that net income − expenses − commitments repays over the term at the assessment rate.
 */

export interface IncomeLine {
  kind: IncomeKind;
  /** A year's gross amount, in cents. */
  annual_cents: number;
  /** Untaxed income (a benefit marked not taxable) is added after tax. */
  taxable: boolean;
  /** What the fact-find calls it: "Sydney Trains", "Rent of 4 Bay Road (50%)". */
  label: string;
}

export interface PersonIncomes {
  name: string;
  incomes: IncomeLine[];
}

export interface Commitment {
  label: string;
  kind: 'card' | 'loan';
  /** A card's limit, in cents (null when the fact-find has none). */
  limit_cents: number | null;
  /** What the fact-find says it costs a month, in cents. */
  monthly_cents: number;
}

export interface ServiceabilityInput {
  /** The day assessed (YYYY-MM-DD): it chooses the financial year's tax table. */
  date: string;
  people: PersonIncomes[];
  adults: number;
  dependants: number;
  /** The household's declared living expenses a month, null while the expenses page is not answered. */
  declared_expenses_monthly_cents: number | null;
  commitments: Commitment[];
  /** Liabilities left out because the new loan pays them out (to be refinanced or closed). */
  excluded_commitments: string[];
  loan_amount_cents: number;
  rate_percent: number;
  term_years: number;
  /** What the fact-find has not answered yet, in words ("Living expenses", "Daniel Wright's income"). */
  missing: string[];
}

export interface PersonResult {
  name: string;
  gross_annual_cents: number;
  shaded_taxable_annual_cents: number;
  untaxed_annual_cents: number;
  tax_annual_cents: number;
  medicare_annual_cents: number;
  net_monthly_cents: number;
}

export interface CommitmentResult {
  label: string;
  monthly_cents: number;
  basis: string;
}

export interface ServiceabilityResult {
  financial_year: string;
  net_monthly_income_cents: number;
  /** Declared living expenses a month; null while they are not answered. */
  expenses_monthly_cents: number | null;
  benchmark_monthly_cents: number;
  /** The greater of declared and benchmark; null while expenses are not answered. */
  living_expenses_used_monthly_cents: number | null;
  commitments_monthly_cents: number;
  repayment_monthly_cents: number;
  /** Percent a year: the product rate plus the buffer. */
  assessment_rate: number;
  rate: number;
  buffer: number;
  term_years: number;
  loan_amount_cents: number;
  /** Null while something it needs is not answered (`missing` says what). */
  surplus_monthly_cents: number | null;
  max_loan_cents: number | null;
  people: PersonResult[];
  commitments: CommitmentResult[];
  benchmark_label: string;
  benchmark_is_placeholder: boolean;
  missing: string[];
  assumptions: string[];
}

/** A person's year: shaded taxable income taxed once, untaxed income added. */
export function personNet(p: PersonIncomes, shading: ServiceabilitySettings['shading'], table: TaxTable): PersonResult {
  let gross = 0;
  let taxable = 0;
  let untaxed = 0;
  for (const line of p.incomes) {
    gross += line.annual_cents;
    const counted = roundCents((line.annual_cents * shading[line.kind]) / 100);
    if (line.taxable) taxable += counted;
    else untaxed += counted;
  }
  const tax = incomeTaxCents(taxable, table);
  const medicare = medicareLevyCents(taxable, table);
  return {
    name: p.name,
    gross_annual_cents: gross,
    shaded_taxable_annual_cents: taxable,
    untaxed_annual_cents: untaxed,
    tax_annual_cents: tax,
    medicare_annual_cents: medicare,
    net_monthly_cents: monthlyOfAnnual(taxable - tax - medicare + untaxed),
  };
}

/** A commitment as serviceability counts it: a card at 3.8 % of its limit a month, a loan at its repayment. */
export function commitmentMonthly(c: Commitment): CommitmentResult {
  if (c.kind === 'card' && c.limit_cents !== null) {
    return {
      label: c.label,
      monthly_cents: roundCents((c.limit_cents * CARD_LIMIT_MONTHLY_PERCENT) / 100),
      basis: `${percent(CARD_LIMIT_MONTHLY_PERCENT)} of the ${dollars(c.limit_cents)} limit`,
    };
  }
  return { label: c.label, monthly_cents: c.monthly_cents, basis: 'repayment as entered' };
}

export function assessServiceability(
  input: ServiceabilityInput,
  settings: ServiceabilitySettings,
): ServiceabilityResult {
  const { table, exact } = taxTableFor(input.date);
  const people = input.people.map((p) => personNet(p, settings.shading, table));
  const net = people.reduce((sum, p) => sum + p.net_monthly_cents, 0);
  const commitments = input.commitments.map(commitmentMonthly);
  const commitmentsTotal = commitments.reduce((sum, c) => sum + c.monthly_cents, 0);
  const benchmark = benchmarkFor(settings.benchmark, input.adults, input.dependants);
  const declared = input.declared_expenses_monthly_cents;
  const used = declared === null ? null : Math.max(declared, benchmark);
  const assessmentRate = Number((input.rate_percent + SERVICEABILITY_BUFFER_PERCENT).toFixed(4));
  const repayment = monthlyRepaymentCents(input.loan_amount_cents, assessmentRate, input.term_years);
  const missing = [...input.missing];
  if (input.people.every((p) => p.incomes.length === 0) && !missing.some((m) => m.includes('income'))) {
    missing.push('Income');
  }
  const known = used !== null && missing.length === 0;
  const capacity = used === null ? 0 : net - used - commitmentsTotal;
  return {
    financial_year: table.financial_year,
    net_monthly_income_cents: net,
    expenses_monthly_cents: declared,
    benchmark_monthly_cents: benchmark,
    living_expenses_used_monthly_cents: used,
    commitments_monthly_cents: commitmentsTotal,
    repayment_monthly_cents: repayment,
    assessment_rate: assessmentRate,
    rate: input.rate_percent,
    buffer: SERVICEABILITY_BUFFER_PERCENT,
    term_years: input.term_years,
    loan_amount_cents: input.loan_amount_cents,
    surplus_monthly_cents: known ? capacity - repayment : null,
    max_loan_cents: known ? loanForRepaymentCents(capacity, assessmentRate, input.term_years) : null,
    people,
    commitments,
    benchmark_label: settings.benchmark.label,
    benchmark_is_placeholder: settings.benchmark.is_placeholder,
    missing,
    assumptions: serviceabilityAssumptions(input, settings, table, exact, assessmentRate),
  };
}

function serviceabilityAssumptions(
  input: ServiceabilityInput,
  settings: ServiceabilitySettings,
  table: TaxTable,
  exact: boolean,
  assessmentRate: number,
): string[] {
  const brackets = table.brackets
    .slice(1)
    .map((b) => `${percent(b.rate_percent)} from ${dollars(b.from_cents)}`)
    .join(', ');
  const shading = (Object.keys(INCOME_KIND_LABELS) as IncomeKind[])
    .map((k) => `${INCOME_KIND_LABELS[k].toLowerCase()} ${percent(settings.shading[k])}`)
    .join(', ');
  const lines = [
    `Income tax at the ${table.financial_year} Australian resident rates (${brackets}; nil below) with the low income tax offset, for each person applicant${exact ? '' : `; the tables for ${input.date.slice(0, 4)} are not entered yet, so the latest are used`}.`,
    `Medicare levy at ${percent(table.medicare_levy_percent)} of taxable income; its low-income reduction, the surcharge and other offsets are not applied.`,
    `Income counted after shading: ${shading}. Shaded income is taxed; income marked not taxable is added after tax.`,
    'Only current employment counts; amounts are converted to a year with 52 weeks, 26 fortnights or 12 months, and rent of an investment property is shared among its owners in their shares.',
    `Living expenses are the greater of the declared figure and the household benchmark for ${Math.min(2, Math.max(1, input.adults))} adult${input.adults > 1 ? 's' : ''} and ${Math.min(3, input.dependants)}${input.dependants >= 3 ? ' or more' : ''} dependant${input.dependants === 1 ? '' : 's'} (${settings.benchmark.label}).`,
    `Credit and store cards count at ${percent(CARD_LIMIT_MONTHLY_PERCENT)} of their limit a month, whatever is owed; other liabilities at their repayment.`,
    `The new loan is assessed at ${percent(assessmentRate)}: the product rate of ${percent(input.rate_percent)} plus a ${SERVICEABILITY_BUFFER_PERCENT} percentage point buffer, principal and interest over ${input.term_years} years.`,
    'The maximum loan is the loan that the monthly income left after expenses and commitments repays at the assessment rate over the same term.',
    'Money is computed in whole cents; each figure is rounded to the nearest cent, halves away from zero.',
  ];
  if (input.excluded_commitments.length) {
    lines.push(
      `Left out as the new loan pays them out (to be refinanced or closed): ${input.excluded_commitments.join('; ')}.`,
    );
  }
  return lines;
}
