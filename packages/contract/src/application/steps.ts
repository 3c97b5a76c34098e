import type { ApplicantSummary, ClientDetail } from '../clients';
import type { ApplicantType, ApplicationPage } from '../clients-values';
import { APPLICANT_LABELS, type CompletenessPage, LOCKED_PAGES, UNNAMED_APPLICANT } from '../constants';
import type { User } from '../users';
import type { ApplicationProgress } from './api';
import type { PageCompleteness } from './completeness';

/*
 * The fact-find as a sequence of steps (docs/spec/core-and-application.md §2 Application navigation): each
 * applicant's profile in the applicants' order, then Requirements, Assets, Liabilities, Living Expenses, Risk Profile
 * and Submit last. One pure function, so the application navigation, each page's Back and Next, the step indicator
 * ("Requirements · 2 of 7") and the client home's "What is still needed" and "Start with …" agree on the order and on
 * which pages a viewer may see. Zod-free: the client portal's first load reads it (decision 011).
 */

export interface ApplicationStep {
  /** The page's key as `submit.pages` names it; every applicant's profile is a `profile` step of its own. */
  key: ApplicationPage;
  /** The applicant of a profile step. */
  applicantId?: number;
  /** Person, company or trust: what a profile step's applicant is. */
  applicantType?: ApplicantType;
  /** How Back, Next and the indicator name the step: the page's name, or the applicant's. */
  label: string;
  /** The route of the step's page. */
  path: string;
  /**
   * docs/spec/core-and-application.md §4: a paid page of a locked adviser. The adviser still passes through it (it
   * offers the upgrade); a client never gets a locked step, as only their adviser can unlock it.
   */
  isLocked: boolean;
}

/** Who is looking: a client sees only the pages of their `submit.pages`; an administrator is never locked. */
export type StepViewer = Pick<User, 'role' | 'is_admin'>;
export type StepClient = Pick<ClientDetail, 'id' | 'applicants' | 'submit' | 'locked'>;

/*
 * The Submit page is one path for both roles (the router picks the broker's or the client's page). Documents is one
 * step whose pages are per applicant (application-document takes clientId and applicantId): the step opens the first
 * applicant's, and every applicant's Documents page is that step.
 */
const PAGES: readonly { key: Exclude<ApplicationStep['key'], 'profile'>; label: string }[] = [
  { key: 'requirement', label: 'Requirements' },
  { key: 'asset', label: 'Assets' },
  { key: 'liability', label: 'Liabilities' },
  { key: 'expense', label: 'Living Expenses' },
  { key: 'risk-profile', label: 'Risk Profile' },
  { key: 'document', label: 'Documents' },
  { key: 'submit', label: 'Submit' },
];

export const isClientViewer = (viewer: StepViewer) => viewer.role === 'client' && !viewer.is_admin;

/** The applicants in the navigation's order: the primary first (it never moves), then the others by position. */
export function orderedApplicants<A extends Pick<ApplicantSummary, 'is_primary' | 'position'>>(
  applicants: readonly A[],
): A[] {
  const sorted = [...applicants].sort((a, b) => a.position - b.position);
  return [...sorted.filter((a) => a.is_primary), ...sorted.filter((a) => !a.is_primary)];
}

/** An applicant as a step names it: the name, or its type and '[None]' while unnamed (spec §3). */
export const applicantStepLabel = (a: Pick<ApplicantSummary, 'type' | 'name'>) =>
  a.name.trim() || `${APPLICANT_LABELS[a.type]} ${UNNAMED_APPLICANT}`;

/** The pages the viewer may open: a client only those named in `submit.pages`. */
export function visiblePages(viewer: StepViewer, client: Pick<ClientDetail, 'submit'>): Set<ApplicationPage> {
  const all = new Set<ApplicationPage>(['profile', ...PAGES.map((p) => p.key)]);
  if (!isClientViewer(viewer)) return all;
  const named = new Set(client.submit.pages.split(',').map((p) => p.trim()));
  return new Set([...all].filter((p) => named.has(p)));
}

/** The Documents page of an applicant (docs/spec/core-and-application.md §2: application-document). */
export const documentsPath = (clientId: number, applicantId: number) =>
  `/client/${clientId}/application/document/${applicantId}`;

/** A page's path; Documents opens the first applicant's. */
function pagePath(base: string, key: (typeof PAGES)[number]['key'], client: StepClient): string {
  if (key !== 'document') return `${base}/${key}`;
  const first = orderedApplicants(client.applicants)[0];
  return first ? documentsPath(client.id, first.id) : `${base}/document`;
}

/** Every step the viewer may see, in order. */
export function applicationSteps(viewer: StepViewer, client: StepClient): ApplicationStep[] {
  const visible = visiblePages(viewer, client);
  const lockApplies = client.locked && !viewer.is_admin;
  const base = `/client/${client.id}/application`;
  const profiles: ApplicationStep[] = visible.has('profile')
    ? orderedApplicants(client.applicants).map((a) => ({
        key: 'profile',
        applicantId: a.id,
        applicantType: a.type,
        label: applicantStepLabel(a),
        path: `${base}/applicant/${a.id}`,
        isLocked: false,
      }))
    : [];
  const pages = PAGES.filter((p) => visible.has(p.key))
    .map((p): ApplicationStep => {
      const isLocked = lockApplies && LOCKED_PAGES.includes(p.key);
      return { key: p.key, label: p.label, path: pagePath(base, p.key, client), isLocked };
    })
    .filter((step) => !(step.isLocked && isClientViewer(viewer)));
  return [...profiles, ...pages];
}

/** `/client/7/application/document/12` is the Documents step whose path is `/client/7/application/document/11`. */
const isDocumentsPath = (stepPath: string, path: string) =>
  /^\/client\/\d+\/application\/document\/\d+$/.test(path) &&
  path.slice(0, path.lastIndexOf('/')) === stepPath.slice(0, stepPath.lastIndexOf('/'));

export interface StepPosition {
  step: ApplicationStep;
  /** 1-based, as the indicator reads it: "2 of 7". */
  number: number;
  total: number;
  back: ApplicationStep | undefined;
  next: ApplicationStep | undefined;
}

/** What a step's missing count counts: documents on the Documents step, answers on the others. */
export const stepUnit = (step: Pick<ApplicationStep, 'key'>): 'answer' | 'document' =>
  step.key === 'document' ? 'document' : 'answer';

/** Where a path sits in the steps, with the steps before and after it; undefined off the sequence. */
export function stepAt(steps: readonly ApplicationStep[], path: string): StepPosition | undefined {
  // Every applicant's Documents page is the one Documents step.
  const at = steps.findIndex((s) => s.path === path || (s.key === 'document' && isDocumentsPath(s.path, path)));
  const step = steps[at];
  if (!step) return undefined;
  return { step, number: at + 1, total: steps.length, back: steps[at - 1], next: steps[at + 1] };
}

/**
 * A step's completeness from application/progress: a profile step counts its own applicant's missing answers (the
 * profile page's keys are `applicant.<id>.…`); Documents counts the documents still needed (stepUnit says so);
 * Submit has none.
 */
export function stepCompleteness(step: ApplicationStep, progress: ApplicationProgress): PageCompleteness | undefined {
  if (step.key === 'submit') return undefined;
  if (step.key === 'document') {
    const missing = progress.documents_needed;
    return { complete: missing === 0, missing, missing_keys: [] };
  }
  if (step.key !== 'profile') return progress.pages[step.key as CompletenessPage];
  const prefix = `applicant.${step.applicantId}.`;
  const missing_keys = progress.pages.profile.missing_keys.filter((k) => k.startsWith(prefix));
  return { complete: missing_keys.length === 0, missing: missing_keys.length, missing_keys };
}
