import { APPLICANT_LABELS, type ApplicantSummary, UNNAMED_APPLICANT } from '@brokerdesk/contract/constants';

/**
 * An applicant as a sentence names it: its label and its name, '[None]' when unnamed
 * (docs/spec/core-and-application.md §3).
 */
export const describeApplicant = (a: ApplicantSummary) => `${APPLICANT_LABELS[a.type]} ${a.name || UNNAMED_APPLICANT}`;
