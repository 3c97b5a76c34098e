/**
 * The applicants feature as other features use it: a client's applicants (adding, ordering, deleting them), each
 * one's profile, and how an applicant is named and where it links. The router loads the profile page from its own
 * file (./applicant-profile-page.tsx), so that page stays out of the bundles of the features that import this.
 */
export {
  applicantDetailQuery,
  applicantKeys,
  useApplicantDetail,
  useCreateApplicant,
  useDeleteApplicant,
  useReorderApplicants,
} from './api';
export { loadSortableApplicants } from './applicant-nav-list';
export { reorderedIds, splitPrimary, withApplicantOrder } from './applicant-order';
export { applicantPath, describeApplicant } from './applicant-summary';
export { ApplicantsSection } from './applicants-section';
