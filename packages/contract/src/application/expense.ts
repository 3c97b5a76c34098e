import { choiceField, type FieldData, type FieldSpec, moneyField, type Registry, textField } from './field-rules';
import { EXPENSE_FREQUENCY_OPTIONS, toMonthlyCents } from './frequency';

/**
 * The Living Expenses page (docs/spec/core-and-application.md §2 application-expense): the household's spending in the
 * usual HEM-style categories, each an amount in cents (`<category>_amount`, 0 is an answer) and how often it is paid
 * (`<category>_frequency`, needed once the amount is above 0). The page shows the monthly total.
 */
export const EXPENSE_CATEGORIES = [
  ['groceries', 'Groceries'],
  ['utilities', 'Utilities (electricity, gas, water)'],
  ['phone_internet', 'Phone and internet'],
  ['transport', 'Transport (fuel, public transport, registration)'],
  ['insurance_health', 'Health insurance'],
  ['insurance_car', 'Car insurance'],
  ['insurance_home', 'Home and contents insurance'],
  ['insurance_life', 'Life insurance'],
  ['education', 'Education'],
  ['childcare', 'Childcare'],
  ['clothing', 'Clothing and personal care'],
  ['medical', 'Medical'],
  ['entertainment', 'Entertainment and recreation'],
  ['rent_board', 'Rent or board'],
  ['strata_council_rates', 'Strata and council rates'],
  ['other', 'Other'],
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number][0];

const amountKey = (category: string) => `${category}_amount`;
const frequencyKey = (category: string) => `${category}_frequency`;

function categoryFields(): Record<string, FieldSpec> {
  const fields: Record<string, FieldSpec> = {};
  for (const [category, label] of EXPENSE_CATEGORIES) {
    const amount = amountKey(category);
    fields[amount] = moneyField(label, { required: true });
    fields[frequencyKey(category)] = choiceField(`${label}: how often`, EXPENSE_FREQUENCY_OPTIONS, {
      required: (data: FieldData) => typeof data[amount] === 'number' && data[amount] > 0,
    });
  }
  return fields;
}

export const EXPENSE_FIELDS: Registry = {
  ...categoryFields(),
  other_details: textField('Other expenses: what they are', {
    max: 500,
    required: (data) => typeof data.other_amount === 'number' && data.other_amount > 0,
  }),
};

/** Monthly equivalents per category and their total, in cents. */
export function expenseMonthlyTotals(data: FieldData): {
  monthly_total: number;
  monthly_by_category: Record<ExpenseCategory, number>;
} {
  const byCategory = {} as Record<ExpenseCategory, number>;
  let total = 0;
  for (const [category] of EXPENSE_CATEGORIES) {
    const monthly = toMonthlyCents(data[amountKey(category)], data[frequencyKey(category)]);
    byCategory[category] = monthly;
    total += monthly;
  }
  return { monthly_total: total, monthly_by_category: byCategory };
}
