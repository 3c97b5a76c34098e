import {
  ADDRESS_FIELDS,
  APPLICANT_FIELDS,
  ASSET_FIELDS,
  applicantName,
  assetTotals,
  CRN_TYPES,
  defaultHeaderBackground,
  EMPLOYMENT_FIELDS,
  type FieldData,
  formatPhone,
  LIABILITY_FIELDS,
  liabilityTotals,
  OTHER_INCOME_FIELDS,
  REQUIREMENT_FIELDS,
  type Registry,
  THIRD_PARTY_FIELDS,
} from '@brokerdesk/contract';
import type { ApplicationSnapshot, SnapshotItem } from './application-snapshot.repo';
import { ReportWriter } from './pdf-layout';
import { fieldText, formatAud, formatDate, formatInstantDate, type ValueNames } from './report-format';
import { snapshotNames } from './report-names';
import { writeActivity, writeAssessment, writeDocuments, writeExpenses, writeRiskProfile } from './report-sections';

export interface ReportOptions {
  now: Date;
  timeZone: string;
  /** The broker's logo, when it is a PNG or JPEG pdfkit can draw. */
  logo: Buffer | null;
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

const brokerName = (s: ApplicationSnapshot) => `${s.adviserUser.first_name} ${s.adviserUser.last_name}`.trim();

/**
 * The application report (decision 021): the whole application in one PDF, in the issue's order, each section only when
 * it has data. Answers the pdfkit document at once, still being written: pipe it to the response as it fills.
 */
export function renderReport(s: ApplicationSnapshot, opts: ReportOptions): PDFKit.PDFDocument {
  const names = snapshotNames(s);
  const preparedOn = formatInstantDate(opts.now, opts.timeZone);
  const clientName = names.applicant(s.applicants[0]?.id ?? 0);
  const accent = s.adviser.header_background || defaultHeaderBackground(s.adviser.kind);
  const accentInk = s.adviser.header_text === 1 ? '#000000' : '#ffffff';
  const w = new ReportWriter(`Prepared on ${preparedOn} by ${brokerName(s)}`, accent, accentInk, {
    title: `Application report: ${clientName}`,
    author: brokerName(s),
  });
  const sections: (() => void)[] = [
    () => writeCover(w, s, { accent, accentInk, clientName, preparedOn, logo: opts.logo }),
    () => writeApplicants(w, s, names),
    () => writeRequirements(w, s, names),
    () => writeAssetsAndLiabilities(w, s, names),
    () => writeExpenses(w, s),
    () => writeRiskProfile(w, s, opts.timeZone),
    () => writeDocuments(w, s, names, opts),
    () => writeActivity(w, s, opts.timeZone),
    () => writeAssessment(w, s, names),
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
  c: { accent: string; accentInk: string; clientName: string; preparedOn: string; logo: Buffer | null },
) {
  const { doc } = w;
  doc.rect(0, 0, doc.page.width, 150).fill(c.accent);
  let textLeft = w.left;
  if (c.logo) {
    try {
      doc.image(c.logo, w.left, 35, { fit: [140, 80], valign: 'center' });
      textLeft = w.left + 160;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the report.
    }
  }
  doc.fillColor(c.accentInk).font('Helvetica-Bold').fontSize(20).text(brokerName(s), textLeft, 45, { width: 330 });
  if (s.adviser.company)
    doc
      .font('Helvetica')
      .fontSize(12)
      .text(s.adviser.company, textLeft, doc.y + 2, { width: 330 });
  const a = s.adviser;
  const contact = [formatPhone(a.phone_office), formatPhone(a.phone_mobile), s.adviserUser.email].filter(Boolean);
  doc.fontSize(9.5).text(contact.join('   '), textLeft, doc.y + 4, { width: 330 });
  const crnType = CRN_TYPES.find((t) => t.id === a.crn_type)?.name;
  const licence = [
    a.crn ? `${crnType ? `${crnType} ` : 'Credit representative '}number ${a.crn}` : '',
    a.afsl_number ? `AFSL ${a.afsl_number}` : '',
  ].filter(Boolean);
  if (licence.length) doc.text(licence.join('   '), textLeft, doc.y + 2, { width: 330 });
  doc.fillColor('#1f2933');
  doc.y = 230;
  doc.font('Helvetica').fontSize(12).fillColor('#52606d').text('Loan application', w.left, doc.y, { width: w.width });
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor('#1f2933')
    .text(c.clientName, w.left, doc.y + 4, { width: w.width });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`Prepared on ${c.preparedOn}`, w.left, doc.y + 8, { width: w.width });
  const others = s.applicants.slice(1).map((x) => applicantName(x.type, x.data) || '[None]');
  if (others.length) doc.fontSize(11).text(`With ${others.join(', ')}`, w.left, doc.y + 6, { width: w.width });
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
    w.keyValues(rowsOf(APPLICANT_FIELDS[a.type], a.data, names));
    for (const item of itemsOf(s, a.id, 'address')) {
      const period = addressPeriod(item.data);
      w.subheading(`${fieldText(ADDRESS_FIELDS.use, item.data.use, names) || 'Address'}${period ? `, ${period}` : ''}`);
      w.keyValues(rowsOf(ADDRESS_FIELDS, item.data, names).filter(([l]) => l !== ADDRESS_FIELDS.use.label));
    }
    for (const item of itemsOf(s, a.id, 'employment')) {
      const period = jobPeriod(item.data);
      w.subheading(`Employment${period ? `, ${period}` : ''}`);
      w.keyValues(rowsOf(EMPLOYMENT_FIELDS, item.data, names));
    }
    for (const item of itemsOf(s, a.id, 'other_income')) {
      w.subheading('Other income');
      w.keyValues(rowsOf(OTHER_INCOME_FIELDS, item.data, names));
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
  const rows = rowsOf(REQUIREMENT_FIELDS, data, names).filter(([l]) => l !== REQUIREMENT_FIELDS.objectives.label);
  const objectives = typeof data.objectives === 'string' ? data.objectives.trim() : '';
  if (!objectives && rows.every(([, v]) => !v)) return;
  w.heading('Requirements and objectives');
  if (objectives) {
    w.subheading('In the client’s words');
    w.paragraph(objectives);
    w.doc.moveDown(0.5);
  }
  w.keyValues(rows);
}

function writeAssetsAndLiabilities(w: ReportWriter, s: ApplicationSnapshot, names: ValueNames) {
  const assets = s.items.filter((i) => i.section === 'asset');
  const liabilities = s.items.filter((i) => i.section === 'liability');
  if (!assets.length && !liabilities.length) return;
  w.heading('Assets and liabilities');
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
        typeof a.data.value === 'number' ? formatAud(a.data.value) : '',
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
        typeof l.data.limit === 'number' ? formatAud(l.data.limit) : '',
        typeof l.data.balance === 'number' ? formatAud(l.data.balance) : '',
        typeof l.data.repayment === 'number'
          ? `${formatAud(l.data.repayment)} ${fieldText(LIABILITY_FIELDS.repayment_frequency, l.data.repayment_frequency, names).toLowerCase()}`
          : '',
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
