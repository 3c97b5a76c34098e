import {
  booleanField,
  choiceField,
  type FieldData,
  fieldOptions,
  intField,
  longTextField,
  moneyField,
  type Registry,
  textField,
} from './field-rules';
import { requiredWhen } from './required-keys';

/**
 * The Requirements page (docs/spec/core-and-application.md §2 application-requirement): what the client wants to borrow
 * and why.
 */

export const LOAN_PURPOSE_OPTIONS = fieldOptions([
  ['purchase', 'Purchase'],
  ['refinance', 'Refinance'],
  ['construction', 'Construction'],
  ['investment', 'Investment'],
  ['equity-release', 'Equity release'],
]);

export const PROPERTY_TYPE_OPTIONS = fieldOptions([
  ['house', 'House'],
  ['unit', 'Unit or apartment'],
  ['townhouse', 'Townhouse'],
  ['land', 'Vacant land'],
  ['rural', 'Rural'],
  ['commercial', 'Commercial'],
  ['other', 'Other'],
]);

const INTENDED_USE_OPTIONS = fieldOptions([
  ['owner_occupied', 'Owner occupied'],
  ['investment', 'Investment'],
]);

const DEPOSIT_SOURCE_OPTIONS = fieldOptions([
  ['savings', 'Savings'],
  ['gift', 'Gift'],
  ['equity', 'Equity in another property'],
  ['sale_of_property', 'Sale of a property'],
  ['first_home_grant', 'First home owner grant'],
  ['other', 'Other'],
]);

const REPAYMENT_TYPE_OPTIONS = fieldOptions([
  ['principal_and_interest', 'Principal and interest'],
  ['interest_only', 'Interest only'],
]);

const RATE_TYPE_OPTIONS = fieldOptions([
  ['variable', 'Variable'],
  ['fixed', 'Fixed'],
  ['split', 'Split'],
]);

const TIMEFRAME_OPTIONS = fieldOptions([
  ['asap', 'As soon as possible'],
  ['within_3_months', 'Within 3 months'],
  ['within_6_months', 'Within 6 months'],
  ['within_12_months', 'Within 12 months'],
  ['researching', 'Just researching'],
]);

const hasDeposit = (data: FieldData) => typeof data.deposit_amount === 'number' && data.deposit_amount > 0;

export const REQUIREMENT_FIELDS = {
  purpose: choiceField('Purpose', LOAN_PURPOSE_OPTIONS, { required: true }),
  property_address: textField('Property address'),
  property_type: choiceField('Property type', PROPERTY_TYPE_OPTIONS, { required: true }),
  estimated_value: moneyField('Estimated value', { required: true }),
  intended_use: choiceField('Intended use', INTENDED_USE_OPTIONS, { required: true }),
  loan_amount: moneyField('Loan amount', { required: true }),
  deposit_amount: moneyField('Deposit', {
    required: requiredWhen('purpose', 'purchase', 'construction', 'investment'),
  }),
  deposit_source: choiceField('Source of deposit', DEPOSIT_SOURCE_OPTIONS, { required: hasDeposit }),
  loan_term_years: intField('Loan term (years)', 1, 40, { required: true }),
  repayment_type: choiceField('Repayment type', REPAYMENT_TYPE_OPTIONS, { required: true }),
  interest_only_years: intField('Interest-only period (years)', 1, 15, {
    required: requiredWhen('repayment_type', 'interest_only'),
  }),
  rate_type: choiceField('Rate type', RATE_TYPE_OPTIONS, { required: true }),
  fixed_term_years: intField('Fixed period (years)', 1, 10, { required: requiredWhen('rate_type', 'fixed', 'split') }),
  wants_offset: booleanField('Offset account'),
  wants_redraw: booleanField('Redraw'),
  wants_extra_repayments: booleanField('Extra repayments'),
  lender_preferences: textField('Lender preferences', { max: 500 }),
  timeframe: choiceField('Timeframe', TIMEFRAME_OPTIONS, { required: true }),
  first_home_buyer: booleanField('First home buyer', { required: true }),
  objectives: longTextField('Your objectives, in your own words', { required: true }),
} satisfies Registry;
