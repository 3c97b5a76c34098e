import type { ApplicantDetail, ApplicantType, ApplicationItem, FieldData } from '@brokerdesk/contract/constants';
import { CLIENT_ID, testApplicants } from './client-fixtures';

/** An applicant's profile as applicant/detail answers it, for the profile page's tests. */
export function testDetail(
  applicantId: number,
  data: FieldData = {},
  extra: Partial<ApplicantDetail> = {},
): ApplicantDetail {
  const summary = testApplicants.find((a) => a.id === applicantId);
  if (!summary) throw new Error(`No test applicant ${applicantId}`);
  const choosable: Record<ApplicantType, number[]> = { person: [], company: [101, 102], trust: [101, 102, 103] };
  return {
    ...summary,
    data,
    answers: {},
    updated_at: '2026-03-01T01:00:00.000Z',
    addresses: [],
    employments: [],
    other_incomes: [],
    choosable_applicants: testApplicants.filter((a) => choosable[summary.type].includes(a.id)),
    completeness: { complete: false, missing: 1, missing_keys: [] },
    may_edit: true,
    ...extra,
  };
}

export function testItem(
  id: number,
  applicantId: number | null,
  section: ApplicationItem['section'],
  data: FieldData,
): ApplicationItem {
  return {
    id,
    client_id: CLIENT_ID,
    applicant_id: applicantId,
    section,
    kind: typeof data.use === 'string' ? data.use : '',
    position: id,
    data,
    answers: {},
    updated_at: '2026-03-01T01:00:00.000Z',
  };
}
