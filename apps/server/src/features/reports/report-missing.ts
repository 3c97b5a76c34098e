import {
  applicationProgress,
  COMPLETENESS_PAGES,
  type CompletenessPage,
  type FieldData,
  missingKeys,
  type Registry,
} from '@brokerdesk/contract';
import type { ApplicationSnapshot } from './application-snapshot.repo';

/**
 * What the report says about answers the client has not given: the contract's one completeness rule
 * (application/completeness.ts, the same the pages and the navigation count), read on the snapshot. The report prints
 * NOT_ANSWERED where a required answer is missing, counts them on its first page, and draws no monthly position while
 * the living expenses are unanswered, so it never passes a missing answer off as a zero.
 */
export const NOT_ANSWERED = 'Not answered';

export interface MissingAnswers {
  /** Every required answer still missing, on every page. */
  total: number;
  byPage: Record<CompletenessPage, number>;
  /** Whether every living-expense answer is given: without them there is no surplus or shortfall to show. */
  expensesAnswered: boolean;
}

/** The snapshot's missing answers; `today` (YYYY-MM-DD) ends current jobs, as on the pages. */
export function missingAnswers(s: ApplicationSnapshot, today: string): MissingAnswers {
  const sections: Record<string, FieldData> = {};
  for (const [key, row] of Object.entries(s.sections)) if (row) sections[key] = row.data;
  const pages = applicationProgress({ applicants: s.applicants, items: s.items, sections }, today);
  const byPage = Object.fromEntries(COMPLETENESS_PAGES.map((p) => [p, pages[p].missing])) as Record<
    CompletenessPage,
    number
  >;
  return {
    total: Object.values(byPage).reduce((sum, n) => sum + n, 0),
    byPage,
    expensesAnswered: byPage.expense === 0,
  };
}

/** The banner's words: "12 answers are missing", or nothing when the application is complete. */
export function missingBanner(m: Pick<MissingAnswers, 'total'>): string {
  if (m.total === 0) return '';
  const count = m.total === 1 ? '1 answer is' : `${m.total} answers are`;
  return `${count} missing from this application. They are printed as “${NOT_ANSWERED}”, and figures that depend on them are left out.`;
}

/** A row's printed values with NOT_ANSWERED in place of each required answer that is missing. */
export function withNotAnswered(
  registry: Registry,
  data: FieldData,
  rows: [string, string][],
  kind = '',
): [string, string][] {
  const missing = new Set(missingKeys(registry, data, kind).map((key) => registry[key]?.label));
  return rows.map(([label, value]) => [label, value || (missing.has(label) ? NOT_ANSWERED : value)]);
}
