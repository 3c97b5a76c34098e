/**
 * An adviser's reusable templates (docs/spec/settings-billing-admin.md §2 Templates, §3, §5, §7): asset and liability
 * data is a list of type names where a repeat is another instance; document data is a list of document type ids.
 */

export const TEMPLATE_TYPES = ['asset', 'liability', 'document'] as const;

/** docs/spec/settings-billing-admin.md §3: what an asset template may hold, in the order the modal lists them. */
export const ASSET_TEMPLATE_CHOICES = [
  'Savings',
  'Owner Occupied Property',
  'Investment Property',
  'Vehicle',
  'Home Contents',
  'Superannuation',
  'Investments',
  'Other',
] as const;
export type AssetTemplateChoice = (typeof ASSET_TEMPLATE_CHOICES)[number];

/** docs/spec/settings-billing-admin.md §3: what a liability template may hold. */
export const LIABILITY_TEMPLATE_CHOICES = [
  'Property Loan',
  'Credit Card',
  'Car Lease',
  'Personal Loan',
  'Other',
] as const;
export type LiabilityTemplateChoice = (typeof LIABILITY_TEMPLATE_CHOICES)[number];

/** How many instances of one asset or liability type a template may hold (a count control's upper end). */
export const TEMPLATE_REPEAT_MAX = 20;
/** A document template holds at most this many document types (more than the whole shipped catalogue). */
export const TEMPLATE_DOCUMENTS_MAX = 500;
export const TEMPLATE_NAME_MAX = 120;

/** Counts of each name in a list: the data's repeats as the count controls show them. */
export function countRepeats<T extends string>(data: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of data) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
