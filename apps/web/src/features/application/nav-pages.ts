import {
  type ApplicationPage,
  type ApplicationProgress,
  type ApplicationStep,
  applicationSteps,
  type ClientDetail,
  documentsPath,
  isClientViewer,
  type StepPosition,
  stepAt,
  stepCompleteness,
  stepUnit,
  type User,
  visiblePages,
} from '@brokerdesk/contract/constants';

/**
 * The application navigation's pages after the Applicants list (docs/spec/core-and-application.md §2 Application
 * navigation), read from the one sequence of steps (contract application/steps.ts) that Back/Next, the step
 * indicator and the client home also use.
 */
export interface NavPage {
  key: ApplicationStep['key'];
  label: string;
  to: string;
  /** docs/spec/core-and-application.md §4: a locked page is shown disabled and opens the upgrade modal. */
  isLocked: boolean;
  /** Required answers still missing, or documents still needed (application/progress); absent when not known. */
  missing?: number;
  /** What `missing` counts. */
  unit: 'answer' | 'document';
}

export const isClientUser = (me: User) => isClientViewer(me);

/** The pages this user may open: a client only those in the client's `submit.pages`. */
export function allowedPages(me: User, client: ClientDetail): Set<ApplicationPage> {
  return visiblePages(me, client);
}

/**
 * The navigation's page entries. Locks are the adviser's plan (docs/spec/core-and-application.md §4): an administrator
 * is never locked (the server lets them through), and a client does not see a locked page at all, as only their adviser
 * can unlock it.
 */
export function navPages(me: User, client: ClientDetail, progress?: ApplicationProgress, pathname = ''): NavPage[] {
  return applicationSteps(me, client)
    .filter((step) => step.key !== 'profile')
    .map((step) => ({
      key: step.key,
      label: step.label,
      to: step.key === 'document' ? documentsEntryPath(client, pathname, step.path) : step.path,
      isLocked: step.isLocked,
      missing: progress ? stepCompleteness(step, progress)?.missing : undefined,
      unit: stepUnit(step),
    }));
}

/**
 * Documents opens the applicant being looked at (their profile or Documents page), else the first applicant's
 * (docs/spec/core-and-application.md §2: application-document takes clientId and applicantId).
 */
function documentsEntryPath(client: ClientDetail, pathname: string, firstPath: string): string {
  const match = /\/application\/(?:applicant|document)\/(\d+)$/.exec(pathname.replace(/\/+$/, ''));
  const current = match ? Number(match[1]) : undefined;
  return current && client.applicants.some((a) => a.id === current) ? documentsPath(client.id, current) : firstPath;
}

/** Whether a navigation entry is the page open: any applicant's Documents page is the Documents entry's. */
export function isEntryOpen(page: Pick<NavPage, 'key' | 'to'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (page.key === 'document') return path.startsWith(page.to.slice(0, page.to.lastIndexOf('/') + 1));
  return path === page.to;
}

/** Where this path sits among the steps the user may see, with Back and Next; undefined off the sequence. */
export function stepPosition(me: User, client: ClientDetail, pathname: string): StepPosition | undefined {
  return stepAt(applicationSteps(me, client), pathname.replace(/\/+$/, ''));
}
