import {
  APPLICANT_LABELS,
  type ApplicationPage,
  type ApplicationProgress,
  type ApplicationStep,
  applicationSteps,
  type ClientDetail,
  type PageCompleteness,
  type StepViewer,
  stepCompleteness,
  stepUnit,
} from '@brokerdesk/contract/constants';

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
  /** Unique in the list: the page's key, or `profile-<applicantId>` for an applicant's details. */
  key: string;
  label: string;
  /** Beside an applicant's name: what it is (Applicant, Company, Trust). */
  kind?: string;
  to: string;
  completeness: PageCompleteness;
  /** What the missing count counts: answers, or on Documents the documents still needed. */
  unit: 'answer' | 'document';
}

/**
 * What each step the viewer sees still needs, and where to fix it, in the order of the fact-find's steps
 * (contract application/steps.ts, as Back / Next and the navigation): each applicant's details, then the pages, with
 * Documents counting the documents still needed. Submit has nothing to fill in, so it is not listed.
 */
export function pageProgress(viewer: StepViewer, client: ClientDetail, progress: ApplicationProgress): PageProgress[] {
  return applicationSteps(viewer, client).flatMap((step: ApplicationStep) => {
    const completeness = stepCompleteness(step, progress);
    if (!completeness) return [];
    const isProfile = step.key === 'profile';
    return [
      {
        key: isProfile ? `profile-${step.applicantId}` : step.key,
        label: step.label,
        ...(isProfile && step.applicantType ? { kind: APPLICANT_LABELS[step.applicantType] } : {}),
        to: step.path,
        completeness,
        unit: stepUnit(step),
      },
    ];
  });
}

/** Answers and documents still missing across the list (the Submit page's words). */
export function missingTotals(pages: readonly PageProgress[]): { answers: number; documents: number } {
  let answers = 0;
  let documents = 0;
  for (const p of pages) {
    if (p.unit === 'document') documents += p.completeness.missing;
    else answers += p.completeness.missing;
  }
  return { answers, documents };
}

/** "1 document still needed", "3 answers missing". */
export const countWords = (n: number, unit: 'answer' | 'document', tail: string) =>
  `${n} ${n === 1 ? unit : `${unit}s`} ${tail}`;
