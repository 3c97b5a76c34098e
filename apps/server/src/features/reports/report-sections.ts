import {
  documentFreshness,
  EXPENSE_CATEGORIES,
  EXPENSE_FIELDS,
  expenseMonthlyTotals,
  missingKeys,
  RISK_PROFILE_FIELDS,
} from '@brokerdesk/contract';
import type { ApplicationSnapshot, SnapshotFile, SnapshotRequest } from './application-snapshot.repo';
import type { ReportWriter } from './pdf-layout';
import { fieldText, formatAud, formatDate, formatInstant, formatInstantDate, type ValueNames } from './report-format';
import { NOT_ANSWERED } from './report-missing';

const noNames: ValueNames = { applicant: () => '', asset: () => '' };

/**
 * Living expenses: each category the client spends on, and each one not answered yet (NOT_ANSWERED, never $0). The
 * total is a month's only when every answer is given; until then it is the total of the answers given, named so.
 */
export function writeExpenses(w: ReportWriter, s: ApplicationSnapshot) {
  const data = s.sections.expense?.data ?? {};
  const totals = expenseMonthlyTotals(data);
  const missing = new Set(missingKeys(EXPENSE_FIELDS, data));
  const isUnanswered = (c: string) => missing.has(`${c}_amount`) || missing.has(`${c}_frequency`);
  const rows = EXPENSE_CATEGORIES.filter(
    ([c]) => isUnanswered(c) || (typeof data[`${c}_amount`] === 'number' && (data[`${c}_amount`] as number) > 0),
  ).map(([c, label]) => {
    const name =
      c === 'other' && typeof data.other_details === 'string' && data.other_details
        ? `${label} (${data.other_details})`
        : label;
    if (isUnanswered(c)) return [name, NOT_ANSWERED, ''];
    return [
      name,
      `${formatAud(data[`${c}_amount`] as number)} ${fieldText(EXPENSE_FIELDS[`${c}_frequency`] as never, data[`${c}_frequency`], noNames).toLowerCase()}`,
      formatAud(totals.monthly_by_category[c], { cents: true }),
    ];
  });
  if (!rows.length) return;
  const complete = missing.size === 0;
  const answered = rows.some(([, entered]) => entered !== NOT_ANSWERED);
  w.heading('Living expenses');
  w.table(
    [
      { header: 'Category', width: 0.5 },
      { header: 'As entered', width: 0.28 },
      { header: 'Monthly', width: 0.22, align: 'right' },
    ],
    rows,
    complete
      ? [['Total a month', '', formatAud(totals.monthly_total, { cents: true })]]
      : answered
        ? [['Total of the answers given', '', formatAud(totals.monthly_total, { cents: true })]]
        : [],
  );
}

export function writeRiskProfile(w: ReportWriter, s: ApplicationSnapshot, timeZone: string) {
  const section = s.sections.risk_profile;
  if (!section) return;
  const rows: [string, string][] = [];
  for (const [key, spec] of Object.entries(RISK_PROFILE_FIELDS)) {
    const answer = fieldText(spec, section.data[key], noNames);
    if (!answer) continue;
    const who = section.answers[key];
    const by = who
      ? `\n(answered by ${s.userNames.get(who.user_id) ?? 'a former user'} on ${formatInstantDate(new Date(who.at), timeZone)})`
      : '';
    rows.push([spec.label, `${answer}${by}`]);
  }
  if (!rows.length) return;
  w.heading('Risk profile');
  w.keyValues(rows);
}

const STATE_LABELS: Record<SnapshotRequest['state'], string> = {
  requested: 'Requested',
  uploaded: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  'not-applicable': 'Not applicable',
};

/**
 * A received file's freshness as the report words it: the contract's one rule (documentFreshness, decision 037) on the
 * rule the documents feature gives the file; no words when there is no rule or no date.
 */
export function fileFreshness(f: Pick<SnapshotFile, 'validity' | 'document_date'>, today: string): string {
  const freshness = documentFreshness(f.validity, f.document_date, today);
  if (freshness === 'stale') {
    return f.validity?.kind === 'age' ? `Stale (older than ${f.validity.days} days)` : 'Expired';
  }
  if (freshness === 'soon-stale') return f.validity?.kind === 'age' ? 'Current, soon stale' : 'Current, expires soon';
  return freshness === 'fresh' ? 'Current' : '';
}

export function writeDocuments(
  w: ReportWriter,
  s: ApplicationSnapshot,
  names: ValueNames,
  opts: { now: Date; timeZone: string },
) {
  if (!s.requests.length) return;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: opts.timeZone }).format(opts.now);
  w.heading('Document checklist');
  w.table(
    [
      { header: 'Applicant', width: 0.18 },
      { header: 'Document', width: 0.24 },
      { header: 'State', width: 0.15 },
      { header: 'Files', width: 0.43 },
    ],
    s.requests.map((r) => [
      names.applicant(r.applicant_id),
      r.type_name,
      r.reason && (r.state === 'rejected' || r.state === 'not-applicable')
        ? `${STATE_LABELS[r.state]}: ${r.reason}`
        : STATE_LABELS[r.state],
      r.files
        .map((f) =>
          [
            f.file_name,
            `received ${formatInstantDate(f.created_at, opts.timeZone)}`,
            f.document_date ? `dated ${formatDate(f.document_date)}` : '',
            fileFreshness(f, today),
          ]
            .filter(Boolean)
            .join(', '),
        )
        .join('\n'),
    ]),
  );
}

const humanAction = (action: string) => {
  const text = action.replace(/[_-]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function writeActivity(w: ReportWriter, s: ApplicationSnapshot, timeZone: string) {
  const c = s.client;
  const at = (d: Date | null) => (d ? formatInstant(d, timeZone) : '');
  const rows: [string, string][] = [
    ['Client since', at(c.created_at)],
    ['Invited to the portal', at(c.invited_at)],
    ['Submitted', at(c.submitted_at)],
    ['Lodged', at(c.lodged_at)],
    ['Last change', at(c.last_activity_at)],
    ['Events recorded', s.activityCount ? String(s.activityCount) : ''],
  ];
  w.heading('Activity summary');
  w.keyValues(rows);
  if (s.recentActivity.length) {
    w.subheading('Most recent');
    w.table(
      [
        { header: 'When', width: 0.3 },
        { header: 'Who', width: 0.3 },
        { header: 'What', width: 0.4 },
      ],
      s.recentActivity.map((a) => [formatInstant(a.created_at, timeZone), a.actor_name, humanAction(a.action)]),
    );
  }
}
/**
 * The signed-consent page: each disclosure document the client accepted in the portal, with who accepted it, the
 * name they typed, when, from which address, and the SHA-256 of the exact file they were shown (anyone holding the
 * file can check it is the one accepted).
 */
export function writeConsents(w: ReportWriter, s: ApplicationSnapshot, timeZone: string) {
  if (s.consents.length === 0) return;
  w.newPage();
  w.heading('Signed consent');
  w.paragraph(
    'The client read and accepted each document below in the client portal, before filling in the fact-find, by typing their name.',
    { muted: true },
  );
  for (const c of s.consents) {
    w.subheading(c.document_name);
    w.keyValues([
      ['Accepted by', c.accepted_by_name],
      ['Name typed', c.typed_name],
      ['When', formatInstant(c.accepted_at, timeZone)],
      ['From IP address', c.ip ?? ''],
      ['Document SHA-256', c.sha256],
    ]);
  }
}
