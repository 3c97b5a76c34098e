import { type ApplicantRecord, type ApplicantSummary, applicantName } from '@brokerdesk/contract';
import type { ApplicantRow } from './applicants.repo';

/**
 * An applicant as lists show it: the client's detail, a created client or applicant, and the applicants a company
 * or trust may name all answer this one summary, named by the contract's applicantName.
 */
export function toApplicantSummary(row: ApplicantRow): ApplicantSummary {
  return {
    id: row.id,
    client_id: row.client_id,
    type: row.type,
    is_primary: row.is_primary,
    position: row.position,
    name: applicantName(row.type, row.data),
  };
}

export function toApplicantRecord(row: ApplicantRow): ApplicantRecord {
  return { ...toApplicantSummary(row), data: row.data, answers: row.answers, updated_at: row.updated_at.toISOString() };
}
