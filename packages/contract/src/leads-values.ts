/*
 * The public lead capture form's choices and messages (docs/spec/settings-billing-admin.md §2 Lead Capture
 * Form), zod-free so the form's own small entry reads them without zod.
 */

type Choice<V extends string> = { readonly value: V; readonly label: string };
const choices = <const V extends string>(list: readonly (readonly [V, string])[]): readonly Choice<V>[] =>
  list.map(([value, label]) => ({ value, label }));

export const LEAD_PRIMARY_REASONS = choices([
  ['first-home', 'Buy my first home'],
  ['next-home', 'Buy my next home'],
  ['invest', 'Buy an investment property'],
  ['refinance', 'Refinance my home loan'],
  ['build', 'Build a home'],
  ['other', 'Something else'],
] as const);
export type LeadPrimaryReason = (typeof LEAD_PRIMARY_REASONS)[number]['value'];

export const LEAD_LOAN_AMOUNT_RANGES = choices([
  ['under-300k', 'Under $300,000'],
  ['300k-500k', '$300,000 to $500,000'],
  ['500k-750k', '$500,000 to $750,000'],
  ['750k-1m', '$750,000 to $1,000,000'],
  ['1m-1.5m', '$1,000,000 to $1,500,000'],
  ['over-1.5m', 'Over $1,500,000'],
  ['not-sure', 'Not sure yet'],
] as const);

/** The same values as the Requirements page's timeframe, so a lead's answer lands there as is. */
export const LEAD_TIMEFRAMES = choices([
  ['asap', 'As soon as possible'],
  ['within_3_months', 'Within 3 months'],
  ['within_6_months', 'Within 6 months'],
  ['within_12_months', 'Within 12 months'],
  ['researching', 'Just researching'],
] as const);

export const LEAD_BEST_TIMES = choices([
  ['morning', 'Morning (9am to 12pm)'],
  ['afternoon', 'Afternoon (12pm to 5pm)'],
  ['evening', 'Evening (5pm to 8pm)'],
  ['any', 'Any time'],
] as const);

/** The steps of the public form, after /client/lead-capture/{brokerId}/. */
export const LEAD_STEPS = ['primary-reason', 'about-you', 'your-loan', 'thank-you'] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

/** A person takes longer than this to fill the form; a faster post is a robot's (decision 022). */
export const LEAD_MIN_FILL_MS = 3000;
/** The form token of GET lead-capture is good for this long. */
export const LEAD_FORM_TOKEN_MS = 24 * 3_600_000;
/** Same email, same adviser, within this: the lead is updated instead of another made. */
export const LEAD_DUPLICATE_MS = 24 * 3_600_000;
/** The hidden field people never fill; a filled one marks a robot. */
export const LEAD_HONEYPOT_FIELD = 'company_website';

export const LEAD_MESSAGES = {
  notAvailable: 'This form is not available. Please contact your broker directly.',
  reasonRequired: 'Please choose what you would like to do.',
  firstNameRequired: 'Please type your first name.',
  lastNameRequired: 'Please type your last name.',
  mobileRequired: 'Please type a valid Australian mobile number.',
  stateRequired: 'Please choose your state.',
  amountRequired: 'Please choose a loan amount.',
  timeframeRequired: 'Please choose a timeframe.',
  bestTimeRequired: 'Please choose the best time to call you.',
  consentRequired: 'Please agree to be contacted so we can call you back.',
  tooFast: 'That was quicker than we expected. Please check your details and send the form again.',
  formExpired: 'This form has expired. Please reload the page and try again.',
  sendFailed: 'Your details could not be sent. Please try again.',
  leadConverted: 'The lead is now an active client.',
  notALead: 'This client is not a lead.',
} as const;

export const leadThankYouMessage = (adviserFirstName: string, prospectFirstName: string): string =>
  `Thank you, ${prospectFirstName}. ${adviserFirstName} has your details and will call you back soon.`;

export const labelOf = <V extends string>(list: readonly Choice<V>[], value: string): string =>
  list.find((c) => c.value === value)?.label ?? value;
