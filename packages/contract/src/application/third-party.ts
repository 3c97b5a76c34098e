import {
  emailField,
  fieldOptions,
  longTextField,
  optionValues,
  phoneField,
  type Registry,
  textField,
} from './field-rules';

/**
 * The client's advisers outside the application (third parties such as an accountant or solicitor),
 * one per type, saved by third-party/save. They are not part of any page's completeness.
 */
export const THIRD_PARTY_TYPE_OPTIONS = fieldOptions([
  ['accountant', 'Accountant'],
  ['solicitor', 'Solicitor'],
  ['financial_planner', 'Financial planner'],
  ['other', 'Other'],
]);
export const THIRD_PARTY_TYPES = optionValues(THIRD_PARTY_TYPE_OPTIONS);
export type ThirdPartyType = (typeof THIRD_PARTY_TYPES)[number];

export const THIRD_PARTY_FIELDS = {
  name: textField('Name'),
  company: textField('Company'),
  phone: phoneField('Phone'),
  email: emailField('Email'),
  address: textField('Address'),
  notes: longTextField('Notes'),
} satisfies Registry;
