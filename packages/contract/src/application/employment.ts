import {
  booleanField,
  choiceField,
  dateField,
  fieldOptions,
  moneyField,
  phoneField,
  type Registry,
  textField,
} from './field-rules';
import { INCOME_FREQUENCY_OPTIONS } from './frequency';
import { requiredWhen } from './required-keys';

/** An applicant's employment (employment history until three years are covered). */

export const EMPLOYMENT_BASIS_OPTIONS = fieldOptions([
  ['full-time', 'Full-time'],
  ['part-time', 'Part-time'],
  ['casual', 'Casual'],
  ['contract', 'Contract'],
  ['self-employed', 'Self-employed'],
]);

export const EMPLOYMENT_FIELDS = {
  employer: textField('Employer', { required: true }),
  basis: choiceField('Basis', EMPLOYMENT_BASIS_OPTIONS, { required: true }),
  occupation: textField('Occupation', { required: true, max: 100 }),
  employer_phone: phoneField('Employer phone'),
  is_current: booleanField('Current job', { required: true }),
  start_date: dateField('Start date', { required: true, notFuture: true }),
  end_date: dateField('End date', { required: requiredWhen('is_current', false) }),
  gross_income: moneyField('Gross income', { required: true }),
  income_frequency: choiceField('Income frequency', INCOME_FREQUENCY_OPTIONS, { required: true }),
} satisfies Registry;
