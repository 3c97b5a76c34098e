import { PRODUCT_NAME } from '@brokerdesk/contract';
import { type AdviserSignature, type RenderedMail, renderMail } from '../../../mail/templates';
import type { OutstandingDocument } from './reminders.repo';

const signatureLines = (a: AdviserSignature) =>
  [`${a.firstName} ${a.lastName}`.trim(), a.company, a.phone, a.email].filter(Boolean);

/** One line per missing document: its name, whose it is when there are several people, and a reject reason. */
export function missingLines(missing: OutstandingDocument[]): string[] {
  const applicants = new Set(missing.map((m) => m.applicant));
  return missing.map((m) => {
    const who = applicants.size > 1 && m.applicant ? ` (${m.applicant})` : '';
    const again = m.state === 'rejected' ? ` — please upload again${m.reason ? `: ${m.reason}` : ''}` : '';
    return `• ${m.name}${who}${again}`;
  });
}

/**
 * The document reminder a client receives: exactly what is still missing, a link to sign in, and the adviser's
 * branding, signature and disclaimer (mail settings), like the invitation.
 */
export function documentReminderEmail(opts: {
  clientFirstName: string;
  adviser: AdviserSignature;
  missing: OutstandingDocument[];
  link: string;
  disclaimer: string;
  brand: { colour: string; logoUrl: string | null };
}): RenderedMail {
  const from = opts.adviser.company || `${opts.adviser.firstName} ${opts.adviser.lastName}`.trim() || PRODUCT_NAME;
  const count = opts.missing.length;
  return renderMail({
    subject: `${count === 1 ? 'One document' : `${count} documents`} still needed for your loan application`,
    greeting: `Hi ${opts.clientFirstName || 'there'},`,
    paragraphs: [
      `${from} is still waiting for ${count === 1 ? 'this document' : 'these documents'} to move your application forward:`,
      missingLines(opts.missing).join('\n'),
      'Sign in to upload them: you can take a photo with your phone or choose a file.',
    ],
    action: { label: 'Sign in and upload', url: opts.link },
    footer: signatureLines(opts.adviser),
    brand: { ...opts.brand, logoAlt: from },
    smallPrint: opts.disclaimer.trim() || undefined,
  });
}

/** The adviser's one email for a batch of uploads by their client. */
export function documentsUploadedEmail(opts: {
  adviserFirstName: string;
  clientName: string;
  uploaded: { name: string; file_name: string }[];
  link: string;
}): RenderedMail {
  const who = opts.clientName || 'Your client';
  const count = opts.uploaded.length;
  return renderMail({
    subject: `${who} uploaded ${count === 1 ? 'a document' : `${count} documents`}`,
    greeting: `Hi ${opts.adviserFirstName || 'there'},`,
    paragraphs: [
      `${who} uploaded ${count === 1 ? 'a document' : `${count} documents`} for you to review:`,
      opts.uploaded.map((u) => `• ${u.name}: ${u.file_name}`).join('\n'),
    ],
    action: { label: 'Review the documents', url: opts.link },
  });
}
