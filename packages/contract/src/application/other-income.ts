import { booleanField, choiceField, fieldOptions, moneyField, type Registry, textField } from './field-rules';
import { INCOME_FREQUENCY_OPTIONS } from './frequency';

/** An applicant's income other than employment (other income). Rent of investment property is an asset's. */
export const OTHER_INCOME_SOURCE_OPTIONS = fieldOptions([
  ['overtime', 'Overtime'],
  ['bonus', 'Bonus'],
  ['commission', 'Commission'],
  ['government_benefit', 'Government benefit'],
  ['child_support', 'Child support'],
  ['dividends', 'Dividends'],
  ['interest', 'Interest'],
  ['trust_distribution', 'Trust distribution'],
  ['rental', 'Rental income (not listed in assets)'],
  ['other', 'Other'],
]);

export const OTHER_INCOME_FIELDS = {
  source: choiceField('Source', OTHER_INCOME_SOURCE_OPTIONS, { required: true }),
  description: textField('Description'),
  amount: moneyField('Amount', { required: true }),
  frequency: choiceField('Frequency', INCOME_FREQUENCY_OPTIONS, { required: true }),
  is_taxable: booleanField('Taxable'),
} satisfies Registry;
