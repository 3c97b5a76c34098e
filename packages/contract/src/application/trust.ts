import {
  abnField,
  choiceField,
  dateField,
  fieldOptions,
  longTextField,
  type Registry,
  rowIdField,
  textField,
} from './field-rules';

/**
 * A trust applicant (Applicants: trust), saved by applicant/edit-company. The trustee is a person or
 * company applicant of the same client (the server checks the id).
 */
const TRUST_TYPE_OPTIONS = fieldOptions([
  ['discretionary', 'Discretionary (family) trust'],
  ['unit', 'Unit trust'],
  ['smsf', 'Self-managed super fund (SMSF)'],
  ['other', 'Other'],
]);

export const TRUST_FIELDS = {
  name: textField('Trust name', { required: true }),
  trust_type: choiceField('Trust type', TRUST_TYPE_OPTIONS, { required: true }),
  abn: abnField('ABN'),
  established_date: dateField('Date established', { required: true, notFuture: true }),
  trustee_applicant_id: rowIdField('Trustee', 'trustee', { required: true }),
  beneficiaries: longTextField('Beneficiaries', { required: true }),
} satisfies Registry;
