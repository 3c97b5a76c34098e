import { expenseMonthlyTotals, type FieldData, liabilityTotals, type Owner } from '@brokerdesk/contract';
import type { ApplicationSnapshot } from './application-snapshot.repo';

/**
 * The report's ★ Preliminary assessment (decision 021): a monthly position to help the broker with the best-interests
 * and responsible-lending duties. A working aid, not a credit decision: every assumption it makes is listed with the
 * figures (ASSUMPTIONS below and the lines `assess` adds).
 *
 * Resident individual income tax rates for 2026-27 (ato.gov.au; Treasury Laws Amendment (Cost of Living Tax Cuts)
 * Act 2025 lowered the second rate from 16% to 15% from 1 July 2026): 0 on the first $18,200, 15% to $45,000, 30%
 * to $135,000, 37% to $190,000 and 45% above; the Medicare levy is 2% of taxable income.
 */
export const TAX_YEAR = '2026-27';
const BRACKETS: readonly { from: number; rate: number }[] = [
  { from: 0, rate: 0 },
  { from: 18_200, rate: 0.15 },
  { from: 45_000, rate: 0.3 },
  { from: 135_000, rate: 0.37 },
  { from: 190_000, rate: 0.45 },
];
export const MEDICARE_LEVY_RATE = 0.02;
/** Low income tax offset: $700 up to $37,500, less 5c per dollar to $45,000, then 1.5c per dollar to $66,667. */
function lowIncomeOffset(taxable: number): number {
  if (taxable <= 37_500) return 700;
  if (taxable <= 45_000) return 700 - (taxable - 37_500) * 0.05;
  if (taxable <= 66_667) return Math.max(0, 325 - (taxable - 45_000) * 0.015);
  return 0;
}

/** Income tax on a whole year's taxable income in dollars (before the Medicare levy), after the offset. */
export function incomeTax(taxableDollars: number): number {
  let tax = 0;
  for (let i = 0; i < BRACKETS.length; i++) {
    const b = BRACKETS[i] as { from: number; rate: number };
    const next = BRACKETS[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    if (taxableDollars > b.from) tax += (Math.min(taxableDollars, next) - b.from) * b.rate;
  }
  return Math.max(0, tax - lowIncomeOffset(taxableDollars));
}

/** Net of a year's gross income, in cents: income tax and the Medicare levy taken off. */
export function netAnnualCents(grossCents: number): { taxCents: number; medicareCents: number; netCents: number } {
  const dollars = grossCents / 100;
  const taxCents = Math.round(incomeTax(dollars) * 100);
  const medicareCents = Math.round(dollars * MEDICARE_LEVY_RATE * 100);
  return { taxCents, medicareCents, netCents: grossCents - taxCents - medicareCents };
}

export const ASSUMPTIONS: readonly string[] = [
  `Income tax at the ${TAX_YEAR} Australian resident rates (nil to $18,200; 15% to $45,000; 30% to $135,000; 37% to $190,000; 45% above) with the low income tax offset, for every person applicant.`,
  'Medicare levy at 2% of taxable income; the low-income reduction, the surcharge and other offsets are not applied.',
  'Only current employment counts; gross incomes are converted to a year with 52 weeks, 26 fortnights or 12 months.',
  'Other income marked as not taxable is added without tax; the rest is taxed with the person’s salary.',
  'Rent from investment property counts in full, shared among its owners in their shares, and is taxed with their income.',
  'Every listed liability repayment counts, including debts to be refinanced or closed; the new loan’s repayment is not included.',
  'Living expenses are the client’s own figures, normalised to a month; no benchmark (HEM) is applied.',
  'Companies and trusts are not taxed here: their income is not included.',
];

export interface PersonIncome {
  applicantId: number;
  name: string;
  grossAnnualCents: number;
  taxCents: number;
  medicareCents: number;
  untaxedAnnualCents: number;
  netMonthlyCents: number;
}

export interface Assessment {
  people: PersonIncome[];
  netIncomeMonthlyCents: number;
  expensesMonthlyCents: number;
  repaymentsMonthlyCents: number;
  surplusMonthlyCents: number;
}

const PER_YEAR: Record<string, number> = { weekly: 52, fortnightly: 26, monthly: 12, quarterly: 4, annually: 1 };
/** A year of an amount paid at a frequency, in cents (52 weeks, 26 fortnights). */
const annual = (amount: unknown, frequency: unknown) =>
  typeof amount === 'number' && typeof frequency === 'string' ? amount * (PER_YEAR[frequency] ?? 0) : 0;

/** Splits an amount among owners by their shares; owners without a share split it evenly. */
function shareOf(owners: unknown, applicantId: number): number {
  if (!Array.isArray(owners) || owners.length === 0) return 0;
  const list = owners as Owner[];
  const total = list.reduce((s, o) => s + o.share_percent, 0);
  const mine = list.find((o) => o.applicant_id === applicantId);
  if (!mine) return 0;
  return total > 0 ? mine.share_percent / total : 1 / list.length;
}

export function assess(s: ApplicationSnapshot, nameOf: (id: number) => string): Assessment {
  const people: PersonIncome[] = [];
  for (const a of s.applicants) {
    if (a.type !== 'person') continue;
    let taxable = 0;
    let untaxed = 0;
    for (const item of s.items) {
      const d: FieldData = item.data;
      if (item.section === 'employment' && item.applicant_id === a.id && d.is_current !== false) {
        taxable += annual(d.gross_income, d.income_frequency);
      } else if (item.section === 'other_income' && item.applicant_id === a.id) {
        if (d.is_taxable === false) untaxed += annual(d.amount, d.frequency);
        else taxable += annual(d.amount, d.frequency);
      } else if (item.section === 'asset' && item.kind === 'Investment Property') {
        taxable += Math.round(annual(d.rental_income, d.rental_income_frequency) * shareOf(d.owners, a.id));
      }
    }
    if (taxable === 0 && untaxed === 0) continue;
    const net = netAnnualCents(taxable);
    people.push({
      applicantId: a.id,
      name: nameOf(a.id),
      grossAnnualCents: taxable,
      taxCents: net.taxCents,
      medicareCents: net.medicareCents,
      untaxedAnnualCents: untaxed,
      netMonthlyCents: Math.round((net.netCents + untaxed) / 12),
    });
  }
  const netIncomeMonthlyCents = people.reduce((sum, p) => sum + p.netMonthlyCents, 0);
  const expensesMonthlyCents = expenseMonthlyTotals(s.sections.expense?.data ?? {}).monthly_total;
  const repaymentsMonthlyCents = liabilityTotals(s.items.filter((i) => i.section === 'liability')).monthly_repayment;
  return {
    people,
    netIncomeMonthlyCents,
    expensesMonthlyCents,
    repaymentsMonthlyCents,
    surplusMonthlyCents: netIncomeMonthlyCents - expensesMonthlyCents - repaymentsMonthlyCents,
  };
}
