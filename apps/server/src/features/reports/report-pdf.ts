import {
  ADDRESS_FIELDS,
  APPLICANT_FIELDS,
  ASSET_FIELDS,
  applicantName,
  assetTotals,
  CLIENT_STATUS_LABELS,
  CRN_TYPES,
  defaultHeaderBackground,
  EMPLOYMENT_FIELDS,
  type FieldData,
  formatPhone,
  LIABILITY_FIELDS,
  liabilityTotals,
  missingKeys,
  OTHER_INCOME_FIELDS,
  REQUIREMENT_FIELDS,
  type Registry,
  type ReviewChange,
  THIRD_PARTY_FIELDS,
} from '@brokerdesk/contract';
import type { ApplicationSnapshot, SnapshotItem } from './application-snapshot.repo';
import { ReportWriter } from './pdf-layout';
import { fieldText, formatAud, formatDate, formatInstantDate, type ValueNames } from './report-format';
import { type MissingAnswers, missingAnswers, missingBanner, NOT_ANSWERED, withNotAnswered } from './report-missing';
import { snapshotNames } from './report-names';
import { type ReportAdvice, writeServiceability, writeStrategies } from './report-advice';
import { writeActivity, writeConsents, writeDocuments, writeExpenses, writeRiskProfile } from './report-sections';

/** An annual review's report: the review's dates and what changed since last year (review-changes.ts). */
export interface ReviewSection {
  dueOn: string;
  startedAt: Date;
  confirmedAt: Date | null;
  changes: ReviewChange[];
}

export interface ReportOptions {
  now: Date;
  timeZone: string;
  /** The broker's logo, when it is a PNG or JPEG pdfkit can draw. */
  logo: Buffer | null;
  /** Serviceability and the chosen strategies, computed for the report's day (report-advice.ts). */
  advice: ReportAdvice;
  /** An annual review's report opens with its changes; null for the application's own report. */
  review?: ReviewSection | null;
}

/** Every answered key of a row, in the registry's order, as label and value. */
export function rowsOf(registry: Registry, data: FieldData, names: ValueNames, kind = ''): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, spec] of Object.entries(registry)) {
    if (spec.kinds && kind && !spec.kinds.includes(kind)) continue;
    rows.push([spec.label, fieldText(spec, data[key], names)]);
  }
  return rows;
}

/** Every key of a row the completeness counts, with NOT_ANSWERED where a required answer is missing. */
function answerRows(registry: Registry, data: FieldData, names: ValueNames, kind = ''): [string, string][] {
  return withNotAnswered(registry, data, rowsOf(registry, data, names, kind), kind);
}

const brokerName = (s: ApplicationSnapshot) => `${s.adviserUser.first_name} ${s.adviserUser.last_name}`.trim();

/**
 * The application report (decision 021): the whole application in one PDF, in the issue's order, each section only when
 * it has data. Answers the pdfkit document at once, still being written: pipe it to the response as it fills.
 */
export function renderReport(s: ApplicationSnapshot, opts: ReportOptions): PDFKit.PDFDocument {
  const names = snapshotNames(s);
  const preparedOn = formatInstantDate(opts.now, opts.timeZone);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: opts.timeZone }).format(opts.now);
  const missing = missingAnswers(s, today);
  const clientName = names.applicant(s.applicants[0]?.id ?? 0);
  const accent = s.adviser.header_background || defaultHeaderBackground(s.adviser.kind);
  const accentInk = s.adviser.header_text === 1 ? '#000000' : '#ffffff';
  const review = opts.review ?? null;
  const w = new ReportWriter(`Prepared on ${preparedOn} by ${brokerName(s)}`, accent, accentInk, {
    title: `${review ? 'Annual review' : 'Application report'}: ${clientName}`,
    author: brokerName(s),
  });
  const sections: (() => void)[] = [
    () => writeCover(w, s, { accent, accentInk, clientName, preparedOn, logo: opts.logo, missing, review }),
    () => (review ? writeReviewChanges(w, review, opts.timeZone) : undefined),
    () => writeApplicants(w, s, names),
    () => writeRequirements(w, s, names),
    () => writeAssetsAndLiabilities(w, s, names, missing),
    () => writeExpenses(w, s),
    () => writeRiskProfile(w, s, opts.timeZone),
    () => writeDocuments(w, s, names, opts),
    () => writeActivity(w, s, opts.timeZone),
    () => writeConsents(w, s, opts.timeZone),
    () => writeServiceability(w, s, opts.advice.serviceability),
    () => writeStrategies(w, opts.advice.strategies),
  ];
  // One section per turn of the event loop: the pages already written go out while the rest is drawn (the first
  // byte of a long report does not wait for its last page).
  const next = (i: number) => {
    try {
      if (i === sections.length) {
        w.doc.end();
        return;
      }
      sections[i]?.();
      setImmediate(next, i + 1);
    } catch (err) {
      w.doc.destroy(err as Error);
    }
  };
  next(0);
  return w.doc;
}

function writeCover(
  w: ReportWriter,
  s: ApplicationSnapshot,
  c: {
    accent: string;
    accentInk: string;
    clientName: string;
    preparedOn: string;
    logo: Buffer | null;
    missing: MissingAnswers;
    review: ReviewSection | null;
  },
) {
  const { doc } = w;
  w.artifact(() => doc.rect(0, 0, doc.page.width, 150).fill(c.accent));
  let textLeft = w.left;
  if (c.logo) {
    try {
      const logo = c.logo;
      w.tag('Figure', () => doc.image(logo, w.left, 35, { fit: [140, 80], valign: 'center' }));
      textLeft = w.left + 160;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the report.
    }
  }
  doc.fillColor(c.accentInk);
  w.tag('P', () => doc.font('Helvetica-Bold').fontSize(20).text(brokerName(s), textLeft, 45, { width: 330 }));
  if (s.adviser.company)
    w.tag('P', () =>
      doc
        .font('Helvetica')
        .fontSize(12)
        .text(s.adviser.company, textLeft, doc.y + 2, { width: 330 }),
    );
  const a = s.adviser;
  const contact = [formatPhone(a.phone_office), formatPhone(a.phone_mobile), s.adviserUser.email].filter(Boolean);
  w.tag('P', () =>
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(contact.join('   '), textLeft, doc.y + 4, { width: 330 }),
  );
  const crnType = CRN_TYPES.find((t) => t.id === a.crn_type)?.name;
  const licence = [
    a.crn ? `${crnType ? `${crnType} ` : 'Credit representative '}number ${a.crn}` : '',
    a.afsl_number ? `AFSL ${a.afsl_number}` : '',
  ].filter(Boolean);
  if (licence.length) w.tag('P', () => doc.text(licence.join('   '), textLeft, doc.y + 2, { width: 330 }));
  doc.fillColor('#1f2933');
  doc.y = 200;
  w.tag('P', () =>
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor('#52606d')
      .text(c.review ? 'Annual review' : 'Loan application', w.left, doc.y, { width: w.width }),
  );
  w.tag('H1', () =>
    doc
      .font('Helvetica-Bold')
      .fontSize(28)
      .fillColor('#1f2933')
      .text(c.clientName, w.left, doc.y + 4, { width: w.width }),
  );
  doc.moveDown(0.6);
  // The cover says whose application it is, who prepared it, when, and how far it has got.
  const applicantNames = s.applicants.map((x) => applicantName(x.type, x.data) || '[None]');
  w.keyValues([
    [applicantNames.length === 1 ? 'Applicant' : 'Applicants', applicantNames.join(', ')],
    ['Broker', [brokerName(s), s.adviser.company].filter(Boolean).join(', ')],
    ['Prepared on', c.preparedOn],
    ...(c.review
      ? ([
          ['Review due', formatDate(c.review.dueOn)],
          ['Answers changed since last year', String(c.review.changes.length)],
        ] as [string, string][])
      : []),
    ['Status', CLIENT_STATUS_LABELS[s.client.status]],
    ['Answers still missing', c.missing.total === 0 ? 'None' : String(c.missing.total)],
  ]);
  const banner = missingBanner(c.missing);
  if (banner) {
    doc.moveDown(1);
    w.notice('This application is not complete', banner);
  }
  w.newPage();
}

/** An annual review's first section: each changed answer with last year's value beside this year's. */
function writeReviewChanges(w: ReportWriter, review: ReviewSection, timeZone: string) {
  w.heading('Changes since last year');
  w.keyValues([
    ['Review started', formatInstantDate(review.startedAt, timeZone)],
    ['Client confirmed', review.confirmedAt ? formatInstantDate(review.confirmedAt, timeZone) : 'Not yet'],
  ]);
  if (review.changes.length === 0) {
    w.paragraph('No answers changed since last year.');
    return;
  }
  w.table(
    [
      { header: 'Where', width: 0.28 },
      { header: 'Answer', width: 0.24 },
      { header: 'Last year', width: 0.24 },
      { header: 'This year', width: 0.24 },
    ],
    review.changes.map((c) => [c.where, c.label, c.old || 'No answer', c.new || 'No answer']),
  );
  w.newPage();
}

/** An address or job's period: '3 years 2 months', or 'from 01/02/2020 to present'. */
function addressPeriod(d: FieldData): string {
  const parts = [];
  if (typeof d.years === 'number') parts.push(`${d.years} year${d.years === 1 ? '' : 's'}`);
  if (typeof d.months === 'number' && d.months > 0) parts.push(`${d.months} month${d.months === 1 ? '' : 's'}`);
  return parts.join(' ');
}
function jobPeriod(d: FieldData): string {
  if (typeof d.start_date !== 'string') return '';
  const end = d.is_current === false && typeof d.end_date === 'string' ? formatDate(d.end_date) : 'present';
  return `${formatDate(d.start_date)} to ${end}`;
}

function itemsOf(s: ApplicationSnapshot, applicantId: number, section: SnapshotItem['section']) {
  return s.items.filter((i) => i.applicant_id === applicantId && i.section === section);
}

function writeApplicants(w: ReportWriter, s: ApplicationSnapshot, names: ValueNames) {
  const label = { person: 'Applicant', company: 'Company', trust: 'Trust' } as const;
  s.applicants.forEach((a, index) => {
    if (index > 0) w.ensureSpace(200);
    w.heading(`${label[a.type]}: ${names.applicant(a.id)}${a.is_primary ? ' (primary applicant)' : ''}`);
    w.keyValues(answerRows(APPLICANT_FIELDS[a.type], a.data, names));
    for (const item of itemsOf(s, a.id, 'address')) {
      const period = addressPeriod(item.data);
      w.subheading(`${fieldText(ADDRESS_FIELDS.use, item.data.use, names) || 'Address'}${period ? `, ${period}` : ''}`);
      w.keyValues(
        answerRows(ADDRESS_FIELDS, item.data, names, String(item.data.use ?? item.kind)).filter(
          ([l]) => l !== ADDRESS_FIELDS.use.label,
        ),
      );
    }
    for (const item of itemsOf(s, a.id, 'employment')) {
      const period = jobPeriod(item.data);
      w.subheading(`Employment${period ? `, ${period}` : ''}`);
      w.keyValues(answerRows(EMPLOYMENT_FIELDS, item.data, names, item.kind));
    }
    for (const item of itemsOf(s, a.id, 'other_income')) {
      w.subheading('Other income');
      w.keyValues(answerRows(OTHER_INCOME_FIELDS, item.data, names, item.kind));
    }
  });
  const thirdParties = s.items.filter((i) => i.section === 'third_party');
  if (thirdParties.some((t) => rowsOf(THIRD_PARTY_FIELDS, t.data, names).some(([, v]) => v))) {
    w.heading('Accountant, solicitor and other contacts');
    for (const t of thirdParties) {
      w.subheading(t.kind || 'Contact');
      w.keyValues(rowsOf(THIRD_PARTY_FIELDS, t.data, names));
    }
  }
}

function writeRequirements(w: ReportWriter, s: ApplicationSnapshot, names: ValueNames) {
  const data = s.sections.requirement?.data ?? {};
  const objectives = typeof data.objectives === 'string' ? data.objectives.trim() : '';
  // The objectives print as a paragraph of their own; unanswered, they are a row saying so.
  const rows = answerRows(REQUIREMENT_FIELDS, data, names).filter(
    ([l]) => !objectives || l !== REQUIREMENT_FIELDS.objectives.label,
  );
  if (!objectives && rows.every(([, v]) => !v)) return;
  w.heading('Requirements and objectives');
  if (objectives) {
    w.subheading('In the client’s words');
    w.paragraph(objectives);
    w.doc.moveDown(0.5);
  }
  w.keyValues(rows);
}

/** A list page whose question is not answered yet (does the client have assets?) prints so. */
function unansweredLists(s: ApplicationSnapshot, missing: MissingAnswers): [string, string][] {
  const lists = [
    ['asset', 'Assets'],
    ['liability', 'Liabilities'],
  ] as const;
  return lists
    .filter(([section]) => !s.items.some((i) => i.section === section) && missing.byPage[section] > 0)
    .map(([, label]) => [label, NOT_ANSWERED]);
}

/** An item's amount, or NOT_ANSWERED when the amount is required and missing. */
function amountOf(registry: Registry, item: SnapshotItem, key: string): string {
  const value = item.data[key];
  if (typeof value === 'number') return formatAud(value);
  return missingKeys(registry, item.data, item.kind).includes(key) ? NOT_ANSWERED : '';
}

function writeAssetsAndLiabilities(
  w: ReportWriter,
  s: ApplicationSnapshot,
  names: ValueNames,
  missing: MissingAnswers,
) {
  const assets = s.items.filter((i) => i.section === 'asset');
  const liabilities = s.items.filter((i) => i.section === 'liability');
  const unanswered = unansweredLists(s, missing);
  if (!assets.length && !liabilities.length && !unanswered.length) return;
  w.heading('Assets and liabilities');
  if (unanswered.length) w.keyValues(unanswered);
  if (!assets.length && !liabilities.length) return;
  const assetTotal = assetTotals(assets).value;
  const debts = liabilityTotals(liabilities);
  if (assets.length) {
    w.subheading('Assets');
    w.table(
      [
        { header: 'Type', width: 0.22 },
        { header: 'Description', width: 0.34 },
        { header: 'Owners', width: 0.26 },
        { header: 'Value', width: 0.18, align: 'right' },
      ],
      assets.map((a) => [
        a.kind,
        [a.data.description, a.data.address, a.data.institution].filter((v) => typeof v === 'string' && v).join(', '),
        fieldText(ASSET_FIELDS.owners, a.data.owners, names),
        amountOf(ASSET_FIELDS, a, 'value'),
      ]),
      [['Total assets', '', '', formatAud(assetTotal)]],
    );
  }
  if (liabilities.length) {
    w.subheading('Liabilities');
    w.table(
      [
        { header: 'Type', width: 0.17 },
        { header: 'Lender', width: 0.2 },
        { header: 'Owed by', width: 0.2 },
        { header: 'Limit', width: 0.13, align: 'right' },
        { header: 'Balance', width: 0.15, align: 'right' },
        { header: 'Repayment', width: 0.15, align: 'right' },
      ],
      liabilities.map((l) => [
        l.kind,
        [l.data.lender, l.data.description].filter((v) => typeof v === 'string' && v).join(', '),
        fieldText(LIABILITY_FIELDS.owners, l.data.owners, names),
        amountOf(LIABILITY_FIELDS, l, 'limit'),
        amountOf(LIABILITY_FIELDS, l, 'balance'),
        typeof l.data.repayment === 'number'
          ? `${formatAud(l.data.repayment)} ${fieldText(LIABILITY_FIELDS.repayment_frequency, l.data.repayment_frequency, names).toLowerCase()}`
          : amountOf(LIABILITY_FIELDS, l, 'repayment'),
      ]),
      [['Total liabilities', '', '', '', formatAud(debts.balance), `${formatAud(debts.monthly_repayment)} a month`]],
    );
  }
  w.subheading('Net position');
  w.keyValues([
    ['Total assets', formatAud(assetTotal)],
    ['Total liabilities', formatAud(debts.balance)],
    ['Net position', formatAud(assetTotal - debts.balance)],
  ]);
}
