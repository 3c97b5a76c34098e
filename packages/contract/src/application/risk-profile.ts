import { booleanField, choiceField, fieldOptions, longTextField, type Registry } from './field-rules';
import { requiredWhen } from './required-keys';

/**
 * The Risk Profile page (docs/spec/core-and-application.md §2 application-risk-profile): the questions a broker must
 * ask under responsible lending (NCCP: the client's requirements and objectives, and whether the loan would cause
 * substantial hardship). Who answered each question and when is kept in the section's `answers`.
 */
const JOB_SECURITY_OPTIONS = fieldOptions([
  ['secure', 'Secure'],
  ['reasonably_secure', 'Reasonably secure'],
  ['uncertain', 'Uncertain'],
  ['not_applicable', 'Not applicable (not working)'],
]);

const details = (label: string, key: string) => longTextField(label, { required: requiredWhen(key, true) });

export const RISK_PROFILE_FIELDS = {
  foreseeable_changes: booleanField('Do you expect changes to your income or expenses in the next few years?', {
    required: true,
  }),
  foreseeable_changes_details: details('What changes, and when?', 'foreseeable_changes'),
  job_security: choiceField('How secure is your job?', JOB_SECURITY_OPTIONS, { required: true }),
  has_life_insurance: booleanField('Life insurance', { required: true }),
  has_tpd_insurance: booleanField('Total and permanent disability (TPD) insurance', { required: true }),
  has_income_protection: booleanField('Income protection insurance', { required: true }),
  has_trauma_insurance: booleanField('Trauma insurance', { required: true }),
  retires_during_loan: booleanField('Do you plan to retire before the end of the loan?', { required: true }),
  retirement_plans: details('How will you repay the loan after you retire?', 'retires_during_loan'),
  rate_rise_plan: longTextField('If interest rates rose by 3%, how would you meet the higher repayments?', {
    required: true,
  }),
  has_credit_issues: booleanField('Have you had a default, judgement, bankruptcy or debt agreement?', {
    required: true,
  }),
  credit_issues_details: details('Please tell us what happened and when.', 'has_credit_issues'),
  is_guarantor: booleanField('Are you a guarantor for anyone else’s debt?', { required: true }),
  guarantor_details: details('For whom, and for how much?', 'is_guarantor'),
  has_legal_proceedings: booleanField('Are you party to any legal proceedings or owed tax?', { required: true }),
  legal_proceedings_details: details('Please describe them.', 'has_legal_proceedings'),
  understands_obligations: booleanField(
    'Do you understand that you must make the repayments even if your circumstances change?',
    { required: true },
  ),
} satisfies Registry;
