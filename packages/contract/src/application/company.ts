import {
  abnField,
  acnField,
  applicantIdsField,
  booleanField,
  dateField,
  emailField,
  phoneField,
  type Registry,
  textField,
} from './field-rules';

/**
 * A company applicant (Applicants: company), saved by applicant/edit-company. Its registered and business
 * addresses are address items of the applicant; directors and shareholders are person applicants of the same
 * client (the server checks the ids).
 */
export const COMPANY_FIELDS = {
  name: textField('Company name', { required: true }),
  trading_name: textField('Trading name'),
  abn: abnField('ABN', { required: true }),
  acn: acnField('ACN', { required: true }),
  registration_date: dateField('Registration date', { required: true, notFuture: true }),
  industry: textField('Industry', { required: true }),
  is_gst_registered: booleanField('Registered for GST'),
  phone: phoneField('Phone'),
  email: emailField('Email'),
  director_ids: applicantIdsField('Directors', { required: true }),
  shareholder_ids: applicantIdsField('Shareholders'),
} satisfies Registry;
