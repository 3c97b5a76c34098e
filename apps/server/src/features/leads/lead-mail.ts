import {
  type Branding,
  formatPhone,
  LEAD_BEST_TIMES,
  LEAD_LOAN_AMOUNT_RANGES,
  LEAD_PRIMARY_REASONS,
  LEAD_TIMEFRAMES,
  type LeadCaptureSubmit,
  labelOf,
  STATES,
} from '@brokerdesk/contract';
import { type RenderedMail, renderMail } from '../../mail/templates';

/** The lead's answers as lines a person reads: the broker's email and the requirement's summary share them. */
export function leadAnswerLines(lead: LeadCaptureSubmit, phone: string): string[] {
  return [
    `Would like to: ${labelOf(LEAD_PRIMARY_REASONS, lead.primary_reason)}`,
    `Name: ${lead.first_name} ${lead.last_name}`,
    `Email: ${lead.email}`,
    `Mobile: ${formatPhone(phone)}`,
    `State: ${STATES.find((s) => s.id === lead.state_id)?.name ?? ''}`,
    `Loan amount: ${labelOf(LEAD_LOAN_AMOUNT_RANGES, lead.loan_amount_range)}`,
    `Timeframe: ${labelOf(LEAD_TIMEFRAMES, lead.timeframe)}`,
    `Best time to call: ${labelOf(LEAD_BEST_TIMES, lead.best_time_to_call)}`,
  ];
}

/** To the broker, at once: who asked, what for, and the link to the new lead. */
export function newLeadEmail(opts: {
  adviserFirstName: string;
  lines: string[];
  link: string;
  isUpdate: boolean;
}): RenderedMail {
  const who = opts.lines[1]?.replace('Name: ', '') ?? 'Someone';
  return renderMail({
    subject: opts.isUpdate ? `${who} sent your lead form again` : `New lead: ${who}`,
    greeting: `Hi ${opts.adviserFirstName || 'there'},`,
    paragraphs: [
      opts.isUpdate
        ? `${who} sent your lead capture form again today. Their lead keeps what the first form said; this one is on its activity:`
        : `${who} filled in your lead capture form and is waiting for your call. They are in your client list as a lead.`,
      opts.lines.join('\n'),
    ],
    action: { label: 'Open the lead', url: opts.link },
  });
}

/**
 * How the acknowledgement greets the prospect: by the first name they typed when it reads as a name (letters,
 * spaces, hyphens, apostrophes, at most 40), else "there". The email goes to whatever address was typed, so it carries
 * nothing else the visitor wrote (docs/decisions/027): no link or message can ride on it.
 */
export function greetingName(firstName: string): string {
  const name = firstName.trim();
  return /^\p{L}[\p{L}\p{M}'’ -]{0,39}$/u.test(name) ? name : 'there';
}

/** To the prospect: the broker's acknowledgement, in the broker's branding, with their disclaimer. */
export function leadAcknowledgementEmail(opts: {
  prospectFirstName: string;
  branding: Branding;
  bestTime: string;
  disclaimer: string;
  publicUrl: string;
}): RenderedMail {
  const b = opts.branding;
  const adviserName = `${b.first_name} ${b.last_name}`.trim();
  const from = b.company || adviserName;
  return renderMail({
    subject: `Thanks for getting in touch with ${from}`,
    greeting: `Hi ${greetingName(opts.prospectFirstName)},`,
    paragraphs: [
      `Thank you for your enquiry. I have your details and will call you back soon, ${opts.bestTime.toLowerCase()} where I can.`,
      b.phone_display
        ? `If you would rather talk sooner, call me on ${b.phone_display} or reply to this email.`
        : 'If you would rather talk sooner, just reply to this email.',
    ],
    footer: [adviserName, b.company, b.phone_display, b.email].filter(Boolean),
    brand: {
      colour: b.header_background,
      logoUrl: b.logo_url ? `${opts.publicUrl}${b.logo_url}` : null,
      logoAlt: from,
    },
    smallPrint: opts.disclaimer.trim() || undefined,
  });
}
