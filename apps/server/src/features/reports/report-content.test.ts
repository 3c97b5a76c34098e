import { beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker } from '../../../test/application-fixtures';
import { call } from '../../../test/factories';
import { addDocumentRequest, applicantIdsOf, pdfText, seedDemoFor } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';

/** Done when 2 (decision 021): the generated PDF's text holds each section's key values, a company and a trust included. */
const t = useTestApp();
let broker: Broker;
let demo: Awaited<ReturnType<typeof seedDemoFor>>;

beforeAll(async () => {
  broker = await makeBroker(t);
  demo = await seedDemoFor(t.ctx, broker.adviserId, broker.user.userId);
});

async function reportText(clientId: number): Promise<string> {
  const { url } = (
    await call(t.app, broker.token, { method: 'POST', url: '/api/report/token', payload: { clientId } })
  ).json();
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  // pdfjs reads text runs apart: join them so phrases can be looked for whole.
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
}

const sectionsIn = (text: string, headings: string[]) => headings.map((h) => text.indexOf(h));

describe('the application report', () => {
  it('a couple’s application: every section, in order, with AUD amounts and Australian dates', async () => {
    const clientId = await demo.byName('Daniel Wright');
    const [primary] = await applicantIdsOf(t.ctx, clientId);
    // The documents feature gives catalogue types their validity rules; a payslip is current for 30 days.
    await t.database.executeSql(
      `update document_types set validity_kind = 'age', valid_days = 30 where name = 'Payslips'`,
      [],
    );
    await addDocumentRequest(
      t.ctx,
      { adviserId: broker.adviserId, clientId, applicantId: primary as number },
      'Payslips',
      'accepted',
      [{ file_name: 'payslip-october.pdf', document_date: '2020-10-31' }],
    );
    await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/report/assessment-notes',
      payload: { clientId, notes: 'Bonus income verified with the employer.' },
    });
    const text = await reportText(clientId);
    const order = sectionsIn(text, [
      'Loan application',
      'Applicant: Daniel Wright (primary applicant)',
      'Requirements and objectives',
      'Assets and liabilities',
      'Net position',
      'Document checklist',
      'Activity summary',
      'Preliminary assessment',
    ]);
    for (const at of order) expect(at).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('02/03/1990'); // date of birth, Australian format
    expect(text).toMatch(/\$\d{1,3}(,\d{3})+/); // amounts with thousands separators
    expect(text).toContain('payslip-october.pdf');
    expect(text).toContain('Stale (older than');
    expect(text).toContain('Total assets');
    expect(text).toContain('A working aid');
    expect(text).toContain('2026-27');
    expect(text).toContain('Medicare levy');
    expect(text).toContain('Bonus income verified with the employer.');
    expect(text).toContain('Daniel Wright $128,000.00');
    expect(text).toMatch(/Rent or board \$720 weekly \$3,120\.00/);
    expect(text).toContain('Net position $479,600');
    expect(text).toContain('Total a month $6,657.50');
    expect(text).toContain('Secure (answered by Daniel Wright on');
    expect(text).toMatch(/Prepared on \d{2}\/\d{2}\/\d{4} by First\d+ Last\d+/);
    expect(text).toContain('Page 2');
  });

  it('a company: its details, directors and registered address', async () => {
    const text = await reportText(await demo.byName('Jack Thompson'));
    expect(text).toContain('Company: Thompson Building Pty Ltd');
    expect(text).toContain('Residential building construction');
    expect(text).toContain('608412906');
    expect(text).toContain('Directors Jack Thompson');
    expect(text).toContain('Unit 3, 17 Industrial Avenue');
    expect(text).toContain('Construction');
  });

  it('a trust: its type, trustee and beneficiaries; no heading without data', async () => {
    const text = await reportText(await demo.byName('Grace Fraser'));
    expect(text).toContain('Trust: Fraser Family Trust');
    expect(text).toContain('Discretionary (family) trust');
    expect(text).toContain('Trustee Grace Fraser');
    expect(text).toContain('Grace and Hamish Fraser, their children and grandchildren');
    expect(text).toContain('$720,000');
    // This application has no assets, expenses or documents: their headings are not printed.
    expect(text).not.toContain('Assets and liabilities');
    expect(text).not.toContain('Living expenses Category');
    expect(text).not.toContain('Document checklist');
    expect(text).toContain('there is no monthly position to show');
  });
});
