import { ASSET_TEMPLATE_CHOICES, type AssetTemplateChoice } from '../templates-values';
import {
  booleanField,
  choiceField,
  type FieldData,
  moneyField,
  ownersField,
  type Registry,
  textField,
} from './field-rules';
import { INCOME_FREQUENCY_OPTIONS } from './frequency';
import { PROPERTY_TYPE_OPTIONS } from './requirement';

/**
 * The Assets page (docs/spec/core-and-application.md §2 application-asset): one item per asset, of the asset template's
 * types (docs/spec/settings-billing-admin.md §3); the item's `kind` is the type's name, as templates store it. Keys
 * with `kinds` belong to those types only.
 */
export const ASSET_KINDS = ASSET_TEMPLATE_CHOICES;
export type AssetKind = AssetTemplateChoice;

const PROPERTY: readonly AssetKind[] = ['Owner Occupied Property', 'Investment Property'];
const HELD_WITH_INSTITUTION: readonly AssetKind[] = ['Savings', 'Superannuation', 'Investments'];
const hasRent = (data: FieldData) => typeof data.rental_income === 'number' && data.rental_income > 0;

export const ASSET_FIELDS = {
  description: textField('Description', { required: (_d, kind) => ['Vehicle', 'Investments', 'Other'].includes(kind) }),
  value: moneyField('Value', { required: true }),
  institution: textField('Institution', {
    kinds: HELD_WITH_INSTITUTION,
    required: (_d, kind) => kind === 'Savings' || kind === 'Superannuation',
  }),
  address: textField('Property address', { kinds: PROPERTY, required: true }),
  property_type: choiceField('Property type', PROPERTY_TYPE_OPTIONS, { kinds: PROPERTY }),
  rental_income: moneyField('Rental income', { kinds: ['Investment Property'], required: true }),
  rental_income_frequency: choiceField('Rental income frequency', INCOME_FREQUENCY_OPTIONS, {
    kinds: ['Investment Property'],
    required: hasRent,
  }),
  owners: ownersField('Owners', { required: true }),
} satisfies Registry;

/**
 * The Assets page's own question, asked while the list is empty: an empty page is complete only once it is answered
 * (no), and a yes needs an asset listed. Adding an asset answers yes.
 */
export const ASSET_QUESTION_FIELDS = {
  has_assets: booleanField('Do you have any assets?', { required: true }),
} satisfies Registry;

/** The Assets page's total, in cents. */
export function assetTotals(items: readonly { data: FieldData }[]): { value: number } {
  let value = 0;
  for (const item of items) if (typeof item.data.value === 'number') value += item.data.value;
  return { value };
}
