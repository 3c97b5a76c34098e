import { BILLING_MESSAGES, formatCents, PLAN_LABELS, PRODUCT_NAME } from '@brokerdesk/contract';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config';
import type { billingInvoices } from '../../db/schema';

type InvoiceRow = typeof billingInvoices.$inferSelect;

export const NO_ABN_LINE = 'No ABN: issued by the billing simulator, not a valid tax invoice';

const longDate = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * An Australian tax invoice (docs/decisions/020): the words "Tax invoice", the seller's name and ABN, the date, the
 * number, the buyer, the period, the amount including GST and the GST (one eleventh). One page, built in memory.
 */
export function renderTaxInvoice(invoice: InvoiceRow, config: Config, paidOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Tax invoice ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const plan = PLAN_LABELS[invoice.plan as 'standard'] ?? invoice.plan;
  const exGst = invoice.amount_cents - invoice.gst_cents;
  doc.fontSize(22).text(BILLING_MESSAGES.taxInvoice, { align: 'left' });
  doc.moveDown(0.5).fontSize(11);
  doc.text(config.billing.businessName);
  // No ABN is configured only in development and the embedded demo (docs/decisions/026): the page says it is no tax
  // invoice rather than print a number that looks like someone's.
  doc.text(config.billing.abn ? `ABN ${config.billing.abn}` : NO_ABN_LINE);
  doc.moveDown();
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Date: ${longDate(paidOn)}`);
  doc.moveDown();
  doc.text('Billed to:');
  doc.text(invoice.bill_to_name);
  if (invoice.bill_to_company) doc.text(invoice.bill_to_company);
  doc.moveDown();
  doc.text(`${PRODUCT_NAME} ${plan} plan, monthly subscription`);
  doc.text(`Period: ${longDate(invoice.period_start)} to ${longDate(invoice.period_end)}`);
  doc.moveDown();
  doc.text(`Amount excluding GST: ${formatCents(exGst)} AUD`);
  doc.text(`GST: ${formatCents(invoice.gst_cents)} AUD`);
  doc.fontSize(13).text(`Total including GST: ${formatCents(invoice.amount_cents)} AUD`);
  doc.moveDown().fontSize(10).text('Paid in full by card. Thank you.');
  doc.end();
  return done;
}
