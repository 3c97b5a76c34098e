import { figureText, LOAN_PURPOSE_OPTIONS, type ServiceabilityResult, type Strategy } from '@brokerdesk/contract';
import type { ApplicationSnapshot } from './application-snapshot.repo';
import type { ReportWriter } from './pdf-layout';
import { formatAud } from './report-format';

/*
 * The report's advice (decision 048): Serviceability, which took the place of the preliminary assessment, and the
 * strategies the adviser chose. Both print the figures the pages show, from the contract's formulas, with every
 * assumption beside them; while something is not answered there is no surplus or maximum loan, and the report says
 * what is missing.
 */

export interface ReportAdvice {
  serviceability: ServiceabilityResult;
  /** The chosen strategies; none when the adviser's plan does not include them. */
  strategies: Strategy[];
}

const money = (cents: number) => formatAud(cents, { cents: true });
const assumptionsOf = (w: ReportWriter, lines: readonly string[]) => {
  for (const line of lines) w.paragraph(`- ${line}`, { size: 8.5, muted: true });
};

export function writeServiceability(w: ReportWriter, s: ApplicationSnapshot, a: ServiceabilityResult) {
  const req = s.sections.requirement?.data ?? {};
  w.newPage();
  w.heading('Serviceability');
  w.paragraph(
    `A working aid for the broker’s best-interests and responsible-lending duties, not a credit decision. The figures are estimates from the client’s answers, for the ${a.financial_year} financial year, with the assumptions listed below.`,
    { muted: true, size: 9 },
  );
  w.doc.moveDown(0.4);
  const objectives = typeof req.objectives === 'string' ? req.objectives.trim() : '';
  w.keyValues([
    ['Purpose', LOAN_PURPOSE_OPTIONS.find((o) => o.value === req.purpose)?.label ?? ''],
    ['Loan amount assessed', money(a.loan_amount_cents)],
    ['Product rate', `${a.rate}%`],
    ['Assessment rate', `${a.assessment_rate}% (product rate plus ${a.buffer} percentage points)`],
    ['Term', `${a.term_years} years`],
    ['Financial year', a.financial_year],
    ['Stated objectives', objectives],
  ]);
  if (a.people.length) {
    w.subheading(`Income after tax (${a.financial_year} resident rates)`);
    w.table(
      [
        { header: 'Person', width: 0.22 },
        { header: 'Gross a year', width: 0.16, align: 'right' },
        { header: 'Counted (shaded)', width: 0.16, align: 'right' },
        { header: 'Income tax', width: 0.15, align: 'right' },
        { header: 'Medicare levy', width: 0.15, align: 'right' },
        { header: 'Net a month', width: 0.16, align: 'right' },
      ],
      a.people.map((p) => [
        p.untaxed_annual_cents ? `${p.name} (plus ${money(p.untaxed_annual_cents)} untaxed)` : p.name,
        money(p.gross_annual_cents),
        money(p.shaded_taxable_annual_cents),
        money(p.tax_annual_cents),
        money(p.medicare_annual_cents),
        money(p.net_monthly_cents),
      ]),
    );
  }
  w.subheading('Monthly position');
  const expenses =
    a.expenses_monthly_cents === null
      ? ['Living expenses (declared)', 'Not answered']
      : ['Living expenses (declared)', money(a.expenses_monthly_cents)];
  const rows: string[][] = [
    ['Net income', money(a.net_monthly_income_cents)],
    expenses,
    [`Household benchmark (${a.benchmark_label})`, money(a.benchmark_monthly_cents)],
    ...(a.living_expenses_used_monthly_cents === null
      ? []
      : [['Less living expenses used (the greater)', money(a.living_expenses_used_monthly_cents)]]),
    ...a.commitments.map((c) => [`Less ${c.label} (${c.basis})`, money(c.monthly_cents)]),
    [`Less the new loan at ${a.assessment_rate}%`, money(a.repayment_monthly_cents)],
  ];
  const totals: string[][] =
    a.surplus_monthly_cents === null || a.max_loan_cents === null
      ? []
      : [
          [a.surplus_monthly_cents >= 0 ? 'Surplus' : 'Shortfall', money(Math.abs(a.surplus_monthly_cents))],
          [`Maximum loan at ${a.assessment_rate}% over ${a.term_years} years`, money(a.max_loan_cents)],
        ];
  w.table(
    [
      { header: 'Item', width: 0.7 },
      { header: 'A month', width: 0.3, align: 'right' },
    ],
    rows,
    totals,
  );
  if (a.missing.length) {
    w.paragraph(
      `Not answered yet: ${a.missing.join('; ')}. There is no surplus or maximum loan until these are answered.`,
      { bold: true, size: 9.5 },
    );
  }
  w.subheading('Assumptions');
  assumptionsOf(w, a.assumptions);
  const notes = s.client.assessment_notes.trim();
  if (notes) {
    w.subheading('Broker’s notes');
    w.paragraph(notes);
  }
}

export function writeStrategies(w: ReportWriter, strategies: readonly Strategy[]) {
  if (!strategies.length) return;
  // The heading and the first strategy's inputs together: a heading alone at the foot of a page reads as empty.
  w.ensureSpace(260);
  w.heading('Strategies');
  w.paragraph('The strategies the adviser chose, each from the client’s fact-find with the inputs shown.', {
    muted: true,
    size: 9,
  });
  for (const st of strategies) {
    w.subheading(st.title);
    w.table(
      [
        { header: 'Input', width: 0.7 },
        { header: 'Value', width: 0.3, align: 'right' },
      ],
      st.fields.map((f) => [f.label, figureText(f.unit, st.inputs[f.key] ?? 0)]),
    );
    w.table(
      [
        { header: 'Result', width: 0.7 },
        { header: 'Value', width: 0.3, align: 'right' },
      ],
      st.results.map((r) => [r.label, figureText(r.unit, r.value)]),
    );
    assumptionsOf(w, st.assumptions);
  }
}
