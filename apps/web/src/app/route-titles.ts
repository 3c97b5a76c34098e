import { APPLICANT_LABELS, applicantStepLabel } from '@brokerdesk/contract/constants';
import type { TitleContext } from './route-handle';

/** The title of a page that failed to load for another reason. */
export const LOAD_FAILED_TITLE = 'This page could not be loaded';

/**
 * An applicant's profile: the primary applicant's is the client's own profile; another applicant's is named by its
 * name, so two open profiles of one client read apart.
 */
export function applicantTitle({ params, client }: TitleContext): string {
  const applicant = client?.applicants.find((a) => String(a.id) === params.applicantId);
  const name = applicant?.name.trim();
  if (!applicant || applicant.is_primary || !name) return `${APPLICANT_LABELS[applicant?.type ?? 'person']} profile`;
  return `${name}’s profile`;
}

/**
 * A broker's or planner's settings page: the adviser's own ('My account'), or for an administrator someone else's
 * ('Broker account').
 */
export const settingsTitle =
  (label: string, own = label) =>
  ({ params, me }: TitleContext): string =>
    me?.is_admin ? `${params.plannerId ? 'Planner' : 'Broker'} ${label.toLowerCase()}` : own;

/** An applicant's Documents page: 'Documents', with the applicant's name when the client has several. */
export function documentsTitle({ params, client }: TitleContext): string {
  const applicant = client?.applicants.find((a) => String(a.id) === params.applicantId);
  if (!applicant || (client?.applicants.length ?? 0) < 2) return 'Documents';
  return `Documents, ${applicantStepLabel(applicant)}`;
}
