import {
  EXPENSE_CATEGORIES,
  EXPENSE_FIELDS,
  expenseMonthlyTotals,
  LOAN_PURPOSE_OPTIONS,
  RISK_PROFILE_FIELDS,
} from '@brokerdesk/contract';
import type { ApplicationSnapshot, SnapshotFile, SnapshotRequest } from './application-snapshot.repo';
import { ASSUMPTIONS, assess, TAX_YEAR } from './assessment';
import type { ReportWriter } from './pdf-layout';
import { fieldText, formatAud, formatDate, formatInstant, formatInstantDate, type ValueNames } from './report-format';

const noNames: ValueNames = { applicant: () => '', asset: () => '' };

export function writeExpenses(w: ReportWriter, s: ApplicationSnapshot) {
  const data = s.sections.expense?.data ?? {};
  const totals = expenseMonthlyTotals(data);
  const rows = EXPENSE_CATEGORIES.filter(
    ([c]) => typeof data[`${c}_amount`] === 'number' && (data[`${c}_amount`] as number) > 0,
  ).map(([c, label]) => [
    c === 'other' && typeof data.other_details === 'string' && data.other_details
      ? `${label} (${data.other_details})`
      : label,
    `${formatAud(data[`${c}_amount`] as number)} ${fieldText(EXPENSE_FIELDS[`${c}_frequency`] as never, data[`${c}_frequency`], noNames).toLowerCase()}`,
    formatAud(totals.monthly_by_category[c], { cents: true }),
  ]);
  if (!rows.length) return;
  w.heading('Living expenses');
  w.table(
    [
      { header: 'Category', width: 0.5 },
      { header: 'As entered', width: 0.28 },
      { header: 'Monthly', width: 0.22, align: 'right' },
    ],
    rows,
    [['Total a month', '', formatAud(totals.monthly_total, { cents: true })]],
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

/** Whether a received file is still current by its type's rule (decision 007): fresh, stale or no rule. */
export function fileFreshness(
  r: Pick<SnapshotRequest, 'validity_kind' | 'valid_days'>,
  f: SnapshotFile,
  today: string,
): string {
  if (!r.validity_kind || !f.document_date) return '';
  if (r.validity_kind === 'expiry') return f.document_date < today ? 'Expired' : 'Current';
  if (r.valid_days === null) return '';
  const age = (Date.parse(today) - Date.parse(f.document_date)) / 86_400_000;
  return age > r.valid_days ? `Stale (older than ${r.valid_days} days)` : 'Current';
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
            f.review_state === 'rejected' ? 'rejected' : '',
            fileFreshness(r, f, today),
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

export function writeAssessment(w: ReportWriter, s: ApplicationSnapshot, names: ValueNames) {
  const a = assess(s, names.applicant);
  const req = s.sections.requirement?.data ?? {};
  w.newPage();
  w.heading('Preliminary assessment');
  w.paragraph(
    'A working aid for the broker’s best-interests and responsible-lending duties, not a credit decision. The figures are estimates from the client’s answers and the assumptions listed below.',
    { muted: true, size: 9 },
  );
  w.doc.moveDown(0.4);
  const objectives = typeof req.objectives === 'string' ? req.objectives.trim() : '';
  w.keyValues([
    ['Purpose', LOAN_PURPOSE_OPTIONS.find((o) => o.value === req.purpose)?.label ?? ''],
    ['Loan amount', typeof req.loan_amount === 'number' ? formatAud(req.loan_amount) : ''],
    ['Stated objectives', objectives],
  ]);
  if (a.people.length) {
    w.subheading(`Income after tax (${TAX_YEAR} resident rates)`);
    w.table(
      [
        { header: 'Person', width: 0.24 },
        { header: 'Gross a year', width: 0.19, align: 'right' },
        { header: 'Income tax', width: 0.19, align: 'right' },
        { header: 'Medicare levy', width: 0.19, align: 'right' },
        { header: 'Net a month', width: 0.19, align: 'right' },
      ],
      a.people.map((p) => [
        p.untaxedAnnualCents ? `${p.name} (plus ${formatAud(p.untaxedAnnualCents)} untaxed)` : p.name,
        formatAud(p.grossAnnualCents, { cents: true }),
        formatAud(p.taxCents, { cents: true }),
        formatAud(p.medicareCents, { cents: true }),
        formatAud(p.netMonthlyCents, { cents: true }),
      ]),
    );
  }
  w.subheading('Monthly position');
  if (a.netIncomeMonthlyCents === 0 && a.expensesMonthlyCents === 0 && a.repaymentsMonthlyCents === 0) {
    w.paragraph('No incomes, living expenses or repayments are entered yet, so there is no monthly position to show.');
  } else
    w.table(
      [
        { header: 'Item', width: 0.7 },
        { header: 'A month', width: 0.3, align: 'right' },
      ],
      [
        ['Net income', formatAud(a.netIncomeMonthlyCents, { cents: true })],
        ['Less living expenses', formatAud(a.expensesMonthlyCents, { cents: true })],
        ['Less liability repayments', formatAud(a.repaymentsMonthlyCents, { cents: true })],
      ],
      [[a.surplusMonthlyCents >= 0 ? 'Surplus' : 'Shortfall', formatAud(a.surplusMonthlyCents, { cents: true })]],
    );
  w.subheading('Assumptions');
  for (const line of ASSUMPTIONS) w.paragraph(`- ${line}`, { size: 8.5, muted: true });
  const notes = s.client.assessment_notes.trim();
  if (notes) {
    w.subheading('Broker’s notes');
    w.paragraph(notes);
  }
}
