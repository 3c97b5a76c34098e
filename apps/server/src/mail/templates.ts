import { PRODUCT_NAME, readableTextColour } from '@brokerdesk/contract';

/** Product emails: a plain-text body always, and simple HTML with every interpolated value escaped. */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Wraps paragraphs and one call-to-action link in the shared layout. */
export function renderMail(opts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
  /** An adviser's branding (clients issue): their header colour on the button and their logo above the text. */
  brand?: { colour: string; logoUrl: string | null; logoAlt: string };
  /** Small print under the footer (an adviser's email disclaimer). */
  smallPrint?: string;
}): RenderedMail {
  const footer = opts.footer ?? [`— ${PRODUCT_NAME}`];
  const textParts = [opts.greeting, '', ...opts.paragraphs.flatMap((p) => [p, ''])];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`, '');
  textParts.push(...footer);
  if (opts.smallPrint) textParts.push('', opts.smallPrint);
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  // Only a #rrggbb colour reaches the style attribute; anything else falls back to the product's.
  const colour = opts.brand && /^#[0-9a-f]{6}$/i.test(opts.brand.colour) ? opts.brand.colour : '#1A356F';
  // White on the button unless it would not read on the adviser's colour (a yellow brand gets black), as the portal's
  // header does.
  const textColour = readableTextColour(colour, 'white').hex;
  const button = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:${colour};color:${textColour};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(opts.action.label)}</a></p>`
    : '';
  const logo = opts.brand?.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(opts.brand.logoUrl)}" alt="${escapeHtml(opts.brand.logoAlt)}" style="max-height:80px;max-width:240px"></p>`
    : '';
  const smallPrint = opts.smallPrint
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(opts.smallPrint).replace(/\n/g, '<br>')}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${logo}${p(opts.greeting)}${opts.paragraphs.map(p).join('')}${button}${footer.map(p).join('')}${smallPrint}</body></html>`;
  return { subject: opts.subject, text: textParts.join('\n'), html };
}

export function passwordResetEmail(opts: { firstName: string; link: string; minutes: number }): RenderedMail {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, use the link below within ${opts.minutes} minutes; it works once.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Reset my password', url: opts.link },
  });
}

/** Sent once per window when failed sign-ins pile up (docs/decisions/012-rate-limits-in-the-database.md). */
export function signInAttemptsEmail(opts: {
  firstName: string;
  attempts: number;
  minutes: number;
  resetLink: string;
}): RenderedMail {
  return renderMail({
    subject: `Someone tried to sign in to your ${PRODUCT_NAME} account`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Someone tried to sign in to your ${PRODUCT_NAME} account with a wrong password ${opts.attempts} times in the last ${opts.minutes} minutes. Such attempts are slowed down, and refused from any one place after a few; you can still sign in as usual.`,
      'If it was you, there is nothing to do. If it was not, your account stays safe while your password stays secret; to be sure, choose a new one.',
    ],
    action: { label: 'Choose a new password', url: opts.resetLink },
  });
}

export interface AdviserSignature {
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  email: string;
}

const signatureLines = (a: AdviserSignature) =>
  [`${a.firstName} ${a.lastName}`.trim(), a.company, a.phone, a.email].filter(Boolean);

/**
 * The client portal invitation: the adviser's personal message, a single-use link that expires, and the adviser's
 * branding and disclaimer (docs/spec/settings-billing-admin.md §2 Mail Settings). Also the text of the adviser's own
 * email program's draft when they send invitations themselves (mailto 1).
 */
export function clientInviteEmail(opts: {
  clientFirstName: string;
  adviser: AdviserSignature;
  personalMessage: string;
  link: string;
  days: number;
  disclaimer: string;
  brand: { colour: string; logoUrl: string | null };
}): RenderedMail {
  const from = opts.adviser.company || `${opts.adviser.firstName} ${opts.adviser.lastName}`.trim();
  return renderMail({
    subject: `Your loan application with ${from}`,
    greeting: `Hi ${opts.clientFirstName || 'there'},`,
    paragraphs: [
      ...opts.personalMessage
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean),
      `Use the link below to set your password and open your application. It works once and expires in ${opts.days} days; if it has expired, just ask for a new one.`,
    ],
    action: { label: 'Start my application', url: opts.link },
    footer: signatureLines(opts.adviser),
    brand: { ...opts.brand, logoAlt: from },
    smallPrint: opts.disclaimer.trim() || undefined,
  });
}

/**
 * Tells the adviser that their client submitted the application (docs/spec/core-and-application.md §2
 * application-submit-client).
 */
export function applicationSubmittedEmail(opts: {
  adviserFirstName: string;
  clientName: string;
  link: string;
}): RenderedMail {
  const who = opts.clientName || 'Your client';
  return renderMail({
    subject: `${who} submitted their application`,
    greeting: `Hi ${opts.adviserFirstName || 'there'},`,
    paragraphs: [
      `${who} has submitted their loan application to you. Their answers and documents are ready to review.`,
    ],
    action: { label: 'Open the application', url: opts.link },
  });
}

/** A new account's address is proven by following this link once (decision 016). */
export function verifyEmailEmail(opts: { firstName: string; link: string; hours: number }): RenderedMail {
  return renderMail({
    subject: `Confirm your ${PRODUCT_NAME} email address`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Please confirm that this is your email address by following the link below within ${opts.hours} hours; it works once.`,
      'Until you do, you can explore your account and fill in your settings, but not invite clients or pay.',
    ],
    action: { label: 'Confirm my email address', url: opts.link },
  });
}

/** Sent to the new address of a change of login email: the change happens only when this link is followed. */
export function emailChangeEmail(opts: { firstName: string; link: string; hours: number }): RenderedMail {
  return renderMail({
    subject: `Confirm your new ${PRODUCT_NAME} login email`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Someone asked to make this address the login email of a ${PRODUCT_NAME} account. If it was you, follow the link below within ${opts.hours} hours; it works once.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    action: { label: 'Use this address to login', url: opts.link },
  });
}

/**
 * Sent instead of the confirmation link when the new address of a change of login email already has an account
 * (docs/decisions/027): its owner hears of it, and the one asking learns nothing from the answer.
 */
export function emailInUseEmail(): RenderedMail {
  return renderMail({
    subject: `Someone tried to use this address for another ${PRODUCT_NAME} account`,
    greeting: 'Hi there,',
    paragraphs: [
      `Someone asked to make this address the login email of another ${PRODUCT_NAME} account. This address already has its own account, so nothing changed.`,
      'If it was you, login with this address instead. If it was not, you need do nothing.',
    ],
  });
}

/** Sent to the old address when a change of login email is asked for, so its owner hears of it. */
export function emailChangeNoticeEmail(opts: { firstName: string; newEmail: string }): RenderedMail {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} login email is about to change`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Someone asked to change the login email of your ${PRODUCT_NAME} account to ${opts.newEmail}. It changes when the link sent to that address is followed.`,
      'If this was not you, login and change your password, or contact us.',
    ],
  });
}

/** An adviser's morning email: the open tasks due today, one line each with the client's name. */
export function tasksTodayEmail(opts: {
  firstName: string;
  day: string;
  tasks: { title: string; clientName: string }[];
  link: string;
}): RenderedMail {
  const lines = opts.tasks.map((t) => `• ${t.title} — ${t.clientName || '[None]'}`);
  return renderMail({
    subject: `Your tasks for ${opts.day}`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `You have ${opts.tasks.length} ${opts.tasks.length === 1 ? 'task' : 'tasks'} due today:`,
      lines.join('\n'),
    ],
    action: { label: 'Open today’s tasks', url: opts.link },
  });
}
