import { type DocumentFreshness, documentFreshness } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { addDocumentRequest } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { businessDate } from '../../business-day';
import { loadApplicationSnapshot } from './application-snapshot.repo';
import type { ReportWriter } from './pdf-layout';
import { writeDocuments } from './report-sections';

/**
 * The report's document checklist judges freshness by the contract's one rule (decision 037): every file's words
 * agree with documentFreshness on the rule the documents feature gives it, and a payslip 31 days old is stale while
 * one 30 days old is not. Moving the report's rule by a few days, either way, fails here.
 */
const clock = { now: new Date('2026-06-15T02:00:00Z') };
const t = useTestApp({ clock });

const DAY_MS = 86_400_000;
const daysFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** What the report must say for each of the rule's answers. */
const WORDS: Record<DocumentFreshness, RegExp> = {
  stale: /(Stale \(older than \d+ days\)|Expired)$/,
  'soon-stale': /(Current, soon stale|Current, expires soon)$/,
  fresh: /, Current$/,
  none: /dated \d{2}\/\d{2}\/\d{4}$/,
};

/** The checklist's Files cell, one line per file, as writeDocuments lays it out. */
async function checklistLines(clientId: number): Promise<Map<string, string>> {
  const snapshot = await loadApplicationSnapshot(t.ctx.db, clientId);
  if (!snapshot) throw new Error('no snapshot');
  const rows: string[][] = [];
  const writer = { heading: () => undefined, table: (_c: unknown, r: string[][]) => rows.push(...r) };
  writeDocuments(
    writer as unknown as ReportWriter,
    snapshot,
    { applicant: () => 'Applicant', asset: () => '' },
    { now: clock.now, timeZone: t.ctx.config.businessTimeZone },
  );
  const lines = rows.flatMap((r) => (r[3] ?? '').split('\n')).filter(Boolean);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(',')), line]));
}

describe('freshness in the application report', () => {
  it('says what documentFreshness says for every file, on the catalogue’s rule and the broker’s own', async () => {
    const broker = await t.adviser();
    const client = await makeClient(t.ctx, broker.id);
    const at = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId };
    const today = businessDate(clock.now, t.ctx.config.businessTimeZone);
    const payslipAges = [0, 22, 23, 24, 29, 30, 31, 32, 35, 36, 37, 90];
    await addDocumentRequest(
      t.ctx,
      at,
      'Payslips',
      'accepted',
      payslipAges.map((age) => ({ file_name: `payslip-${age}d`, document_date: daysFrom(today, -age) })),
    );
    const expiries = [-30, -6, -1, 0, 1, 6, 7, 8, 365];
    await addDocumentRequest(
      t.ctx,
      at,
      'Passport',
      'uploaded',
      expiries.map((d) => ({ file_name: `passport-${d}d`, document_date: daysFrom(today, d) })),
    );
    // The broker's own rule for statements (14 days) wins over the catalogue's 90.
    await t.database.executeSql(
      `insert into document_type_extensions (adviser_id, document_type_id, name, validity_kind, valid_days)
       select $1, id, name, 'age', 14 from document_types where name = 'Everyday account statements'`,
      [broker.id],
    );
    await addDocumentRequest(
      t.ctx,
      at,
      'Everyday account statements',
      'accepted',
      [10, 14, 15, 40].map((age) => ({ file_name: `statement-${age}d`, document_date: daysFrom(today, -age) })),
    );

    const lines = await checklistLines(client.clientId);
    const snapshot = await loadApplicationSnapshot(t.ctx.db, client.clientId);
    const judged = snapshot?.requests.flatMap((r) => r.files) ?? [];
    expect(judged).toHaveLength(payslipAges.length + expiries.length + 4);
    for (const file of judged) {
      const freshness = documentFreshness(file.validity, file.document_date, today);
      expect(lines.get(file.file_name), `${file.file_name}: ${freshness}`).toMatch(WORDS[freshness]);
    }

    // The rule itself, at its edges: a payslip is good for 30 days, a passport through its expiry day.
    expect(lines.get('payslip-23d')).toMatch(/, Current$/);
    expect(lines.get('payslip-24d')).toMatch(/Current, soon stale$/);
    expect(lines.get('payslip-30d')).toMatch(/Current, soon stale$/);
    expect(lines.get('payslip-31d')).toMatch(/Stale \(older than 30 days\)$/);
    expect(lines.get('passport-0d')).toMatch(/Current, expires soon$/);
    expect(lines.get('passport--1d')).toMatch(/Expired$/);
    expect(lines.get('passport-8d')).toMatch(/, Current$/);
    expect(lines.get('statement-14d')).toMatch(/Current, soon stale$/);
    expect(lines.get('statement-15d')).toMatch(/Stale \(older than 14 days\)$/);
  });
});
