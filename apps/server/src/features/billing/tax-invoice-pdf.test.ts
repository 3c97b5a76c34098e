import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/report-fixtures';
import { loadConfig } from '../../config';
import { PLACEHOLDER_BUSINESS_NAME } from '../../config-billing';
import type { billingInvoices } from '../../db/schema';
import { NO_ABN_LINE, renderTaxInvoice } from './tax-invoice-pdf';

/* The seller on a tax invoice (docs/decisions/026): the configured one, or a placeholder that says it is no tax invoice. */

const invoice: typeof billingInvoices.$inferSelect = {
  id: 1,
  adviser_id: 1,
  provider_invoice_id: 'in_1',
  number: 'BD-000001',
  plan: 'standard',
  amount_cents: 4400,
  gst_cents: 400,
  period_start: '2026-03-10',
  period_end: '2026-04-10',
  paid_at: new Date('2026-03-10T01:00:00Z'),
  bill_to_name: 'Sarah Mitchell',
  bill_to_company: '',
  created_at: new Date('2026-03-10T01:00:00Z'),
};

describe('renderTaxInvoice', () => {
  it('without a configured seller names a placeholder and says it is not a valid tax invoice, with no ABN', async () => {
    const text = await pdfText(await renderTaxInvoice(invoice, loadConfig({ NODE_ENV: 'test' }), '2026-03-10'));
    expect(text).toContain(PLACEHOLDER_BUSINESS_NAME);
    expect(text).toContain(NO_ABN_LINE);
    // Nothing shaped like an ABN (11 digits in groups) is printed.
    expect(text).not.toMatch(/\b\d{2} \d{3} \d{3} \d{3}\b/);
  });

  it('with a configured seller prints its name and ABN', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      BILLING_BUSINESS_NAME: 'Example Advisers Pty Ltd',
      BILLING_ABN: '10 000 000 000',
    });
    const text = await pdfText(await renderTaxInvoice(invoice, config, '2026-03-10'));
    expect(text).toContain('Example Advisers Pty Ltd');
    expect(text).toContain('ABN 10 000 000 000');
    expect(text).not.toContain(NO_ABN_LINE);
  });
});
