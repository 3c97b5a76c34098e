import { annualCents, monthlyOfAnnual, roundCents } from './money';
import type { Commitment, IncomeLine, PersonIncomes, ServiceabilityInput } from './serviceability';
import {
  CARD_LIMIT_MONTHLY_PERCENT,
  DEFAULT_PRODUCT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  type IncomeKind,
} from './settings';

/*
 * The advice tools read the client's own fact-find: nothing is typed again. This module turns the fact-find's
 * answers (applicants, list items and pages, as the server loads them) into the calculators' inputs. Zod-free.
 */

type Data = Readonly<Record<string, unknown>>;

export interface FactFindApplicant {
  id: number;
  type: 'person' | 'company' | 'trust';
  name: string;
  data: Data;
}
export interface FactFindItem {
  applicant_id: number | null;
  section: string;
  kind: string;
  data: Data;
}
export interface FactFind {
  applicants: readonly FactFindApplicant[];
  items: readonly FactFindItem[];
  requirement: Data;
  expense: Data;
  /** The expense categories' keys (`groceries` for `groceries_amount`), as the Living Expenses page asks them. */
  expenseCategories: readonly string[];
}

const OTHER_INCOME_KIND: Record<string, IncomeKind> = {
  overtime: 'overtime',
  bonus: 'bonus',
  commission: 'commission',
  rental: 'rental',
};

/** Splits among owners by their shares; owners without shares split evenly. */
function shareOf(owners: unknown, applicantId: number): number {
  if (!Array.isArray(owners) || owners.length === 0) return 0;
  const list = owners as { applicant_id: number; share_percent: number }[];
  const mine = list.find((o) => o.applicant_id === applicantId);
  if (!mine) return 0;
  const total = list.reduce((s, o) => s + (o.share_percent ?? 0), 0);
  return total > 0 ? mine.share_percent / total : 1 / list.length;
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const people = (f: FactFind) => f.applicants.filter((a) => a.type === 'person');

/** Each person applicant's incomes, by kind, as a year in cents. */
export function incomesOf(f: FactFind): PersonIncomes[] {
  return people(f).map((a) => {
    const incomes: IncomeLine[] = [];
    for (const item of f.items) {
      const d = item.data;
      if (item.section === 'employment' && item.applicant_id === a.id && d.is_current !== false) {
        const annual = annualCents(d.gross_income, d.income_frequency);
        if (annual > 0)
          incomes.push({
            kind: d.basis === 'self-employed' ? 'self_employed' : 'salary',
            annual_cents: annual,
            taxable: true,
            label: typeof d.employer === 'string' && d.employer ? d.employer : 'Employment',
          });
      } else if (item.section === 'other_income' && item.applicant_id === a.id) {
        const annual = annualCents(d.amount, d.frequency);
        if (annual > 0)
          incomes.push({
            kind: OTHER_INCOME_KIND[String(d.source)] ?? 'other',
            annual_cents: annual,
            taxable: d.is_taxable !== false,
            label: typeof d.description === 'string' && d.description ? d.description : String(d.source ?? 'Other'),
          });
      } else if (item.section === 'asset' && item.kind === 'Investment Property') {
        const share = shareOf(d.owners, a.id);
        const annual = roundCents(annualCents(d.rental_income, d.rental_income_frequency) * share);
        if (annual > 0)
          incomes.push({
            kind: 'rental',
            annual_cents: annual,
            taxable: true,
            label: `Rent of ${typeof d.address === 'string' && d.address ? d.address : 'an investment property'} (${Math.round(share * 100)}%)`,
          });
      }
    }
    return { name: a.name, incomes };
  });
}

/** The household's declared living expenses a month; null unless every category of the page is answered. */
export function declaredExpensesMonthly(f: FactFind): { monthly_cents: number | null; unanswered: number } {
  let total = 0;
  let unanswered = 0;
  for (const c of f.expenseCategories) {
    const amount = f.expense[`${c}_amount`];
    if (typeof amount !== 'number') unanswered++;
    else total += monthlyOfAnnual(annualCents(amount, f.expense[`${c}_frequency`]));
  }
  return { monthly_cents: unanswered ? null : total, unanswered };
}

const liabilityLabel = (item: FactFindItem) =>
  [item.kind, typeof item.data.lender === 'string' ? item.data.lender : ''].filter(Boolean).join(', ');

/** The liabilities still to be paid once the new loan settles, and those it pays out. */
export function commitmentsOf(f: FactFind): { commitments: Commitment[]; excluded: string[] } {
  const commitments: Commitment[] = [];
  const excluded: string[] = [];
  for (const item of f.items) {
    if (item.section !== 'liability') continue;
    const d = item.data;
    if (d.to_be_refinanced === true || d.to_be_closed === true) {
      excluded.push(liabilityLabel(item));
      continue;
    }
    commitments.push({
      label: liabilityLabel(item),
      kind: item.kind === 'Credit Card' ? 'card' : 'loan',
      limit_cents: num(d.limit),
      monthly_cents: monthlyOfAnnual(annualCents(d.repayment, d.repayment_frequency)),
    });
  }
  return { commitments, excluded };
}

/** Dependants of the household: the most any person applicant lists (a couple list the same children). */
export function dependantsOf(f: FactFind): number {
  return people(f).reduce((most, a) => Math.max(most, num(a.data.dependants_count) ?? 0), 0);
}

export interface WhatIf {
  rate?: number;
  termYears?: number;
  loanAmount?: number;
}

/** Serviceability's input from the fact-find, the what-if's rate, term and amount over the fact-find's. */
export function serviceabilityInput(f: FactFind, date: string, whatIf: WhatIf = {}): ServiceabilityInput {
  const persons = incomesOf(f);
  const expenses = declaredExpensesMonthly(f);
  const { commitments, excluded } = commitmentsOf(f);
  const missing: string[] = [];
  if (expenses.monthly_cents === null) {
    missing.push(
      expenses.unanswered === f.expenseCategories.length
        ? 'Living expenses (not answered)'
        : `Living expenses (${expenses.unanswered} of ${f.expenseCategories.length} categories not answered)`,
    );
  }
  for (const p of persons)
    if (p.incomes.length === 0) missing.push(`${p.name || 'An applicant'}: income (none entered)`);
  for (const c of commitments) if (c.kind === 'card' && c.limit_cents === null) missing.push(`${c.label}: card limit`);
  const loanAmount = whatIf.loanAmount ?? num(f.requirement.loan_amount);
  if (loanAmount === null) missing.push('Loan amount (Requirements)');
  return {
    date,
    people: persons,
    adults: Math.max(1, persons.length),
    dependants: dependantsOf(f),
    declared_expenses_monthly_cents: expenses.monthly_cents,
    commitments,
    excluded_commitments: excluded,
    loan_amount_cents: loanAmount ?? 0,
    rate_percent: whatIf.rate ?? DEFAULT_PRODUCT_RATE_PERCENT,
    term_years: whatIf.termYears ?? num(f.requirement.loan_term_years) ?? DEFAULT_TERM_YEARS,
    missing,
  };
}

/** What the strategies read from the fact-find: each a figure the adviser sees beside the input it fills. */
export interface FactFindFigures {
  loan_cents: number;
  term_years: number;
  rate_percent: number;
  savings_cents: number;
  monthly_expenses_cents: number;
  /** Personal debts (not property loans): what is owed and what it costs a month now. */
  personal_debts_cents: number;
  personal_repayments_monthly_cents: number;
  /** Everything owed, the new loan included. */
  all_debts_cents: number;
  dependants: number;
  /** The person with the highest salary: their name and gross salary a year. */
  earner_name: string;
  earner_salary_cents: number;
}

export function factFindFigures(f: FactFind): FactFindFigures {
  const loan = num(f.requirement.loan_amount) ?? 0;
  let savings = 0;
  for (const item of f.items)
    if (item.section === 'asset' && item.kind === 'Savings') savings += num(item.data.value) ?? 0;
  let personal = 0;
  let personalMonthly = 0;
  let owed = 0;
  for (const item of f.items) {
    if (item.section !== 'liability') continue;
    const balance = num(item.data.balance) ?? 0;
    owed += balance;
    if (item.kind === 'Property Loan') continue;
    personal += balance;
    const limit = num(item.data.limit);
    personalMonthly +=
      item.kind === 'Credit Card' && limit !== null && item.data.repayment === undefined
        ? roundCents((limit * CARD_LIMIT_MONTHLY_PERCENT) / 100)
        : monthlyOfAnnual(annualCents(item.data.repayment, item.data.repayment_frequency));
  }
  let earner = { name: '', salary: 0 };
  for (const p of incomesOf(f)) {
    const salary = p.incomes
      .filter((i) => i.kind === 'salary' || i.kind === 'self_employed')
      .reduce((s, i) => s + i.annual_cents, 0);
    if (salary > earner.salary) earner = { name: p.name, salary };
  }
  return {
    loan_cents: loan,
    term_years: num(f.requirement.loan_term_years) ?? DEFAULT_TERM_YEARS,
    rate_percent: DEFAULT_PRODUCT_RATE_PERCENT,
    savings_cents: savings,
    monthly_expenses_cents: declaredExpensesMonthly(f).monthly_cents ?? 0,
    personal_debts_cents: personal,
    personal_repayments_monthly_cents: personalMonthly,
    all_debts_cents: owed + loan,
    dependants: dependantsOf(f),
    earner_name: earner.name,
    earner_salary_cents: earner.salary,
  };
}
