import {
  type ApplicationPage,
  type ApplicationProgress,
  type ClientDetail,
  COMPLETENESS_PAGES,
  type CompletenessPage,
  type PageCompleteness,
} from '@brokerdesk/contract/constants';
import { applicantPath, splitPrimary } from '../applicants';

/** How the Submit pages name each application page (docs/spec/core-and-application.md §2 Application navigation). */
export const PAGE_LABELS: Record<ApplicationPage, string> = {
  profile: 'Applicant details',
  requirement: 'Requirements',
  asset: 'Assets',
  liability: 'Liabilities',
  expense: 'Living Expenses',
  'risk-profile': 'Risk Profile',
  document: 'Documents',
  submit: 'Submit',
};

/** The pages named in the client's `submit.pages` string, in the application's order. */
export function pagesOf(client: ClientDetail): Set<ApplicationPage> {
  return new Set(client.submit.pages.split(',').map((p) => p.trim()) as ApplicationPage[]);
}

export interface PageProgress {
  key: CompletenessPage;
  label: string;
  to: string;
  completeness: PageCompleteness;
}

/**
 * Each page with completeness, and where to fix it; `only` limits them to the pages a client sees. The
 * applicant details link to the primary applicant, whose profile holds most of the required answers.
 */
export function pageProgress(
  client: ClientDetail,
  progress: ApplicationProgress,
  only?: Set<ApplicationPage>,
): PageProgress[] {
  const base = `/client/${client.id}/application`;
  const primary = splitPrimary(client.applicants).primary;
  return COMPLETENESS_PAGES.filter((p) => !only || only.has(p)).map((key) => ({
    key,
    label: PAGE_LABELS[key],
    to: key === 'profile' ? (primary ? applicantPath(client.id, primary.id) : base) : `${base}/${key}`,
    completeness: progress.pages[key],
  }));
}
