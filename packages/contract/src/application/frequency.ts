import { type FieldOption, fieldOptions } from './field-rules';

/** How often an amount is paid or received, and its monthly equivalent (expenses, income, repayments). */
export const INCOME_FREQUENCY_OPTIONS: FieldOption<string>[] = fieldOptions([
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['monthly', 'Monthly'],
  ['annually', 'Annually'],
]);

/** Household bills also come quarterly (council rates, utilities). */
export const EXPENSE_FREQUENCY_OPTIONS: FieldOption<string>[] = fieldOptions([
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['monthly', 'Monthly'],
  ['quarterly', 'Quarterly'],
  ['annually', 'Annually'],
]);

export const REPAYMENT_FREQUENCY_OPTIONS: FieldOption<string>[] = fieldOptions([
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['monthly', 'Monthly'],
]);

/** Payments a year: 52 weeks, 26 fortnights (the convention lenders use). */
const PER_YEAR: Record<string, number> = { weekly: 52, fortnightly: 26, monthly: 12, quarterly: 4, annually: 1 };

/** The monthly equivalent in whole cents; 0 when the amount or its frequency is not known yet. */
export function toMonthlyCents(amount: unknown, frequency: unknown): number {
  if (typeof amount !== 'number' || typeof frequency !== 'string') return 0;
  const perYear = PER_YEAR[frequency];
  return perYear === undefined ? 0 : Math.round((amount * perYear) / 12);
}
