import {
  agesField,
  booleanField,
  choiceField,
  countryField,
  dateField,
  emailField,
  type FieldData,
  fieldOptions,
  intField,
  phoneField,
  type Registry,
  stateField,
  textField,
} from './field-rules';
import { requiredWhen } from './required-keys';

/** A person applicant's profile (Applicants: person profile), saved by applicant/edit-person. */

const TITLE_OPTIONS = fieldOptions([
  ['mr', 'Mr'],
  ['mrs', 'Mrs'],
  ['ms', 'Ms'],
  ['miss', 'Miss'],
  ['mx', 'Mx'],
  ['dr', 'Dr'],
]);

const GENDER_OPTIONS = fieldOptions([
  ['female', 'Female'],
  ['male', 'Male'],
  ['other', 'Another gender'],
  ['not_stated', 'Prefer not to say'],
]);

const MARITAL_STATUS_OPTIONS = fieldOptions([
  ['single', 'Single'],
  ['married', 'Married'],
  ['de_facto', 'De facto'],
  ['separated', 'Separated'],
  ['divorced', 'Divorced'],
  ['widowed', 'Widowed'],
]);

const RESIDENCY_STATUS_OPTIONS = fieldOptions([
  ['citizen', 'Australian citizen'],
  ['permanent_resident', 'Permanent resident'],
  ['nz_citizen', 'New Zealand citizen'],
  ['temporary_visa', 'Temporary visa holder'],
  ['non_resident', 'Non-resident'],
]);

/** Someone not working has no employment history to cover (three years of employment). */
const EMPLOYMENT_STATUS_OPTIONS = fieldOptions([
  ['employed', 'Employed'],
  ['self_employed', 'Self-employed'],
  ['not_working', 'Not working (retired, home duties, studying or between jobs)'],
]);

const hasDependants = (data: FieldData) => typeof data.dependants_count === 'number' && data.dependants_count > 0;
const hasLicence = requiredWhen('has_driver_licence', true);

export const PERSON_FIELDS = {
  title: choiceField('Title', TITLE_OPTIONS, { required: true }),
  first_name: textField('First name', { required: true, max: 100 }),
  middle_name: textField('Middle name', { max: 100 }),
  last_name: textField('Last name', { required: true, max: 100 }),
  preferred_name: textField('Preferred name', { max: 100 }),
  date_of_birth: dateField('Date of birth', { required: true, notFuture: true }),
  gender: choiceField('Gender', GENDER_OPTIONS),
  marital_status: choiceField('Marital status', MARITAL_STATUS_OPTIONS, { required: true }),
  dependants_count: intField('Number of dependants', 0, 20, { required: true }),
  dependant_ages: agesField('Ages of dependants', { required: hasDependants }),
  citizenship: countryField('Citizenship', { required: true }),
  residency_status: choiceField('Residency status', RESIDENCY_STATUS_OPTIONS, { required: true }),
  visa_subclass: textField('Visa subclass', { max: 20, required: requiredWhen('residency_status', 'temporary_visa') }),
  phone_mobile: phoneField('Mobile', { required: true }),
  phone_home: phoneField('Home phone'),
  phone_work: phoneField('Work phone'),
  email: emailField('Email', { required: true }),
  employment_status: choiceField('Employment status', EMPLOYMENT_STATUS_OPTIONS, { required: true }),
  has_driver_licence: booleanField('Has a driver licence', { required: true }),
  licence_number: textField('Licence number', { max: 20, required: hasLicence }),
  licence_state: stateField('Licence state', { required: hasLicence }),
  licence_expiry: dateField('Licence expiry', { required: hasLicence }),
  licence_card_number: textField('Licence card number', { max: 20 }),
} satisfies Registry;
