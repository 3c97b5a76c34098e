import { LEAD_MESSAGES, type LeadCaptureSubmit, type LeadStep, MESSAGES } from '@brokerdesk/contract/constants';
import type { Errors } from './lead-fields';
import type { LeadDraft } from './lead-steps';

/*
 * The checks of each step before Next, with the server's words (the server checks again, strictly, and its field
 * errors are shown the same way).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^(\+?61|0)4\d{8}$/;

export function stepErrors(step: LeadStep, d: LeadDraft): Errors {
  const e: Errors = {};
  if (step === 'primary-reason' && !d.primary_reason) e.primary_reason = LEAD_MESSAGES.reasonRequired;
  if (step === 'about-you') {
    if (!d.first_name.trim()) e.first_name = LEAD_MESSAGES.firstNameRequired;
    if (!d.last_name.trim()) e.last_name = LEAD_MESSAGES.lastNameRequired;
    if (!EMAIL.test(d.email.trim())) e.email = MESSAGES.invalidEmail;
    if (!MOBILE.test(d.phone_mobile.replace(/[\s()-]/g, ''))) e.phone_mobile = LEAD_MESSAGES.mobileRequired;
    if (!d.state_id) e.state_id = LEAD_MESSAGES.stateRequired;
  }
  if (step === 'your-loan') {
    if (!d.loan_amount_range) e.loan_amount_range = LEAD_MESSAGES.amountRequired;
    if (!d.timeframe) e.timeframe = LEAD_MESSAGES.timeframeRequired;
    if (!d.best_time_to_call) e.best_time_to_call = LEAD_MESSAGES.bestTimeRequired;
    if (!d.consent) e.consent = LEAD_MESSAGES.consentRequired;
  }
  return e;
}

/** The step a field belongs to, so a server error on it takes the prospect back there. */
export function stepOfField(field: string | undefined): LeadStep {
  if (field === 'primary_reason') return 'primary-reason';
  if (['first_name', 'last_name', 'email', 'phone_mobile', 'state_id'].includes(field ?? '')) return 'about-you';
  return 'your-loan';
}

export function toSubmit(d: LeadDraft, formToken: string): LeadCaptureSubmit {
  return {
    ...d,
    primary_reason: d.primary_reason as LeadCaptureSubmit['primary_reason'],
    email: d.email.trim(),
    state_id: Number(d.state_id),
    loan_amount_range: d.loan_amount_range as LeadCaptureSubmit['loan_amount_range'],
    timeframe: d.timeframe as LeadCaptureSubmit['timeframe'],
    best_time_to_call: d.best_time_to_call as LeadCaptureSubmit['best_time_to_call'],
    consent: true,
    form_token: formToken,
  };
}
