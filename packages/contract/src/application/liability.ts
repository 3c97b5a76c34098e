import { LIABILITY_TEMPLATE_CHOICES, type LiabilityTemplateChoice } from '../templates-values';
import {
  booleanField,
  choiceField,
  type FieldData,
  moneyField,
  ownersField,
  percentField,
  type Registry,
  rowIdField,
  textField,
} from './field-rules';
import { REPAYMENT_FREQUENCY_OPTIONS, toMonthlyCents } from './frequency';

/**
 * The Liabilities page (docs/spec/core-and-application.md §2 application-liability): one item per debt, of the
 * liability template's types (docs/spec/settings-billing-admin.md §3); the item's `kind` is the type's name. A
 * liability may be secured by one of the client's assets.
 */
export const LIABILITY_KINDS = LIABILITY_TEMPLATE_CHOICES;
export type LiabilityKind = LiabilityTemplateChoice;

const WITH_LIMIT: readonly LiabilityKind[] = ['Property Loan', 'Credit Card', 'Personal Loan', 'Other'];
const SECURED: readonly LiabilityKind[] = ['Property Loan', 'Car Lease', 'Other'];

export const LIABILITY_FIELDS = {
  lender: textField('Lender', { required: true }),
  description: textField('Description', { required: (_d, kind) => kind === 'Other' }),
  balance: moneyField('Balance owing', { required: true }),
  limit: moneyField('Limit', { kinds: WITH_LIMIT, required: (_d, kind) => kind === 'Credit Card' }),
  repayment: moneyField('Repayment', { required: true }),
  repayment_frequency: choiceField('Repayment frequency', REPAYMENT_FREQUENCY_OPTIONS, { required: true }),
  interest_rate: percentField('Interest rate (% a year)', { required: (_d, kind) => kind === 'Property Loan' }),
  owners: ownersField('Owed by', { required: true }),
  to_be_refinanced: booleanField('To be refinanced'),
  to_be_closed: booleanField('To be closed'),
  secured_by_asset_id: rowIdField('Secured by', 'asset_id', { kinds: SECURED }),
} satisfies Registry;

/** The Liabilities page's own question, as the Assets page's (ASSET_QUESTION_FIELDS). */
export const LIABILITY_QUESTION_FIELDS = {
  has_liabilities: booleanField('Do you have any liabilities?', { required: true }),
} satisfies Registry;

/** The Liabilities page's totals, in cents: what is owed and what it costs a month. */
export function liabilityTotals(items: readonly { data: FieldData }[]): { balance: number; monthly_repayment: number } {
  let balance = 0;
  let monthly = 0;
  for (const { data } of items) {
    if (typeof data.balance === 'number') balance += data.balance;
    monthly += toMonthlyCents(data.repayment, data.repayment_frequency);
  }
  return { balance, monthly_repayment: monthly };
}
