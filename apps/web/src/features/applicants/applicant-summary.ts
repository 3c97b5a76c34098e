import { APPLICANT_LABELS, type ApplicantSummary, UNNAMED_APPLICANT } from '@brokerdesk/contract/constants';

/** Where an applicant's profile lives (application-applicant-profile). */
export const applicantPath = (clientId: number, applicantId: number) =>
  `/client/${clientId}/application/applicant/${applicantId}`;

/**
 * An applicant as a sentence names it: its label and its name, '[None]' when unnamed
 * (docs/spec/core-and-application.md §3).
 */
export const describeApplicant = (a: ApplicantSummary) => `${APPLICANT_LABELS[a.type]} ${a.name || UNNAMED_APPLICANT}`;
