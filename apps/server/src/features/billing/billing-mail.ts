import { formatCents, PLAN_LABELS, PRODUCT_NAME } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { queueEmail } from '../../mail/outbox';
import { type RenderedMail, renderMail } from '../../mail/templates';

/** The adviser's payment page (apps/web router: broker/{id}/payment, planner/{id}/payment). */
export const paymentPageUrl = (publicUrl: string, kind: 'broker' | 'planner', id: number) =>
  `${publicUrl}/${kind}/${id}/payment`;

export function trialEndedEmail(opts: { firstName: string; link: string }): RenderedMail {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} trial has ended`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Your free trial of ${PRODUCT_NAME} has ended and your account is now on the Free plan.`,
      'Liabilities, Living Expenses, Risk Profile, Documents, Submit, reports, document downloads, lodgement and templates are locked until you choose the Standard or Pro plan. Your clients and their data are kept.',
    ],
    action: { label: 'Choose a plan', url: opts.link },
  });
}

export function paymentFailedEmail(opts: { firstName: string; link: string }): RenderedMail {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} payment failed`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      'We could not take your monthly payment. We will try again over the next days; if every attempt fails, your account moves to the Free plan.',
      'Please change your card to keep every feature.',
    ],
    action: { label: 'Change my card', url: opts.link },
  });
}

export function taxInvoiceEmail(opts: {
  firstName: string;
  number: string;
  plan: string;
  amountCents: number;
  gstCents: number;
  link: string;
}): RenderedMail {
  return renderMail({
    subject: `${PRODUCT_NAME} tax invoice ${opts.number}`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Thank you for your payment of ${formatCents(opts.amountCents)} AUD for the ${PLAN_LABELS[opts.plan as 'standard'] ?? opts.plan} plan, which includes GST of ${formatCents(opts.gstCents)}.`,
      `Your tax invoice ${opts.number} is on your payment page, ready to download as a PDF.`,
    ],
    action: { label: 'View my tax invoices', url: opts.link },
  });
}

export async function sendBillingEmail(
  ctx: ServiceContext,
  kind: string,
  to: string,
  adviserId: number,
  mail: RenderedMail,
): Promise<void> {
  await queueEmail(ctx.db, ctx.jobs, { kind, to, from: ctx.config.mailFrom, adviserId, ...mail });
}
