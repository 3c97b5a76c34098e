import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

async function reportPdf(clientId: number): Promise<Buffer> {
  const { url } = (
    await call(t.app, broker.token, { method: 'POST', url: '/api/report/token', payload: { clientId } })
  ).json();
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function reportText(clientId: number): Promise<string> {
  // pdfjs reads text runs apart: join them so phrases can be looked for whole.
  return (await pdfText(await reportPdf(clientId))).replace(/\s+/g, ' ');
}

/** poppler's pdfinfo on a PDF (Debian's poppler-utils, which CI installs); without it the test fails saying so. */
function pdfinfo(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdfinfo', [file]).toString();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error('pdfinfo was not found: the report test needs poppler (Debian: apt-get install poppler-utils)');
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
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
      'Serviceability',
    ]);
    for (const at of order) expect(at).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('02/03/1990'); // date of birth, Australian format
    expect(text).toMatch(/\$\d{1,3}(,\d{3})+/); // amounts with thousands separators
    expect(text).toContain('payslip-october.pdf');
    expect(text).toContain('Stale (older than');
    expect(text).toContain('Total assets');
    expect(text).toContain('A working aid');
    expect(text).toContain('Financial year 2026-27');
    expect(text).toContain('Income after tax (2026-27 resident rates)');
    expect(text).toContain('Assessment rate 9% (product rate plus 3 percentage points)');
    expect(text).toContain('Placeholder benchmark, not HEM');
    expect(text).toMatch(/Maximum loan at 9% over 30 years \$[\d,]+\.\d{2}/);
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
    // No documents were asked for: that heading is not printed.
    expect(text).not.toContain('Document checklist');
  });

  it('an incomplete application tells the truth: the count on the cover, "Not answered" in place, no surplus', async () => {
    // The trust's application: no asset, liability or expense answered, and the second applicant barely started.
    const pdf = await reportPdf(await demo.byName('Grace Fraser'));
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const cover = text.slice(0, text.indexOf('Page 2'));
    // The cover carries whose application, whose report, when, how far it has got, and what is missing.
    expect(cover).toContain('Applicants Grace Fraser, Hamish Fraser, Fraser Family Trust');
    expect(cover).toMatch(/Broker First\d+ Last\d+/);
    expect(cover).toMatch(/Prepared on \d{2}\/\d{2}\/\d{4} Status Submitted/);
    const count = /Answers still missing (\d+)/.exec(cover)?.[1];
    expect(Number(count)).toBeGreaterThan(16);
    expect(cover).toContain(`${count} answers are missing from this application`);
    // Missing answers are said in place, never passed off as nothing or $0.
    expect(text).toContain('Date of birth Not answered');
    expect(text).toContain('Assets Not answered');
    expect(text).toContain('Groceries Not answered');
    expect(text).toContain('Living expenses (declared) Not answered');
    expect(text).toContain('Not answered yet: Living expenses (not answered)');
    expect(text).toContain('There is no surplus or maximum loan until these are answered.');
    expect(text).not.toContain('Surplus');
    expect(text).not.toContain('Shortfall');
    expect(text).not.toContain('Total a month');
    // Tagged: a screen reader reads the structure tree.
    expect(pdfinfo(pdf)).toMatch(/^Tagged:\s+yes$/m);
  });

  it('a complete expenses page: the surplus line and the month’s total are printed', async () => {
    const text = await reportText(await demo.byName('Daniel Wright'));
    expect(text).toMatch(/(Surplus|Shortfall) -?\$[\d,]+\.\d{2}/);
    expect(text).not.toContain('Living expenses (declared) Not answered');
  });
});
