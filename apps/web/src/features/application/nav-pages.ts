import {
  type ApplicationPage,
  type ApplicationProgress,
  type ApplicationStep,
  applicationSteps,
  type ClientDetail,
  isClientViewer,
  type StepPosition,
  stepAt,
  stepCompleteness,
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
  /** Required answers still missing (application/progress); absent for pages without completeness. */
  missing?: number;
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
export function navPages(me: User, client: ClientDetail, progress?: ApplicationProgress): NavPage[] {
  return applicationSteps(me, client)
    .filter((step) => step.key !== 'profile')
    .map((step) => ({
      key: step.key,
      label: step.label,
      to: step.path,
      isLocked: step.isLocked,
      missing: progress ? stepCompleteness(step, progress)?.missing : undefined,
    }));
}

/** Where this path sits among the steps the user may see, with Back and Next; undefined off the sequence. */
export function stepPosition(me: User, client: ClientDetail, pathname: string): StepPosition | undefined {
  return stepAt(applicationSteps(me, client), pathname.replace(/\/+$/, ''));
}
