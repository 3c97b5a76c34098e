import { AUSTRALIA_ID } from '../reference-data';
import {
  choiceField,
  countryField,
  type FieldData,
  type FieldOption,
  fieldOptions,
  intField,
  optionValues,
  postcodeField,
  type Registry,
  stateField,
  textField,
} from './field-rules';

/**
 * An applicant's address (current and previous addresses until three years are covered; a company's
 * registered and business addresses). Saved by address/edit; address/edit-residence saves the residence keys.
 * The item's `kind` column mirrors `use`.
 */
export const ADDRESS_USE_OPTIONS = fieldOptions([
  ['current', 'Current address'],
  ['previous', 'Previous address'],
  ['registered', 'Registered address'],
  ['business', 'Business address'],
  ['postal', 'Postal address'],
]);
export const ADDRESS_USES = optionValues(ADDRESS_USE_OPTIONS);
export type AddressUse = (typeof ADDRESS_USES)[number];

/** The uses that count towards a person's three years of address history. */
export const RESIDENTIAL_USES: readonly AddressUse[] = ['current', 'previous'];

const RESIDENTIAL_STATUS_OPTIONS: FieldOption<string>[] = fieldOptions([
  ['own', 'Own'],
  ['rent', 'Rent'],
  ['board', 'Board'],
  ['with_family', 'Living with family'],
]);

const isResidence = (data: FieldData) => RESIDENTIAL_USES.includes(data.use as AddressUse);

export const ADDRESS_FIELDS = {
  use: choiceField('Address type', ADDRESS_USE_OPTIONS, { required: true }),
  line1: textField('Address line 1', { required: true }),
  line2: textField('Address line 2'),
  suburb: textField('Suburb', { required: true, max: 100 }),
  state: stateField('State', { required: true }),
  /** Digits only (docs/spec/core-and-application.md §5), and four of them in Australia, which a blank country means. */
  postcode: postcodeField('Postcode', { required: true, country: { key: 'country', blank: AUSTRALIA_ID } }),
  /** Blank means Australia. */
  country: countryField('Country'),
  residential_status: choiceField('Residential status', RESIDENTIAL_STATUS_OPTIONS, { required: isResidence }),
  years: intField('Years at this address', 0, 99, { required: isResidence }),
  months: intField('Months at this address', 0, 11, { required: isResidence }),
} satisfies Registry;

export type AddressKey = keyof typeof ADDRESS_FIELDS;

/** What address/edit-residence may save (docs/spec/core-and-application.md §7). */
export const RESIDENCE_KEYS: readonly AddressKey[] = ['residential_status', 'years', 'months'];
