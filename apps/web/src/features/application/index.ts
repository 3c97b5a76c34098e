/**
 * The application feature as other features and the shell use it: the client and progress queries, the application
 * navigation, and the fact-find frame and field kit the applicant profile builds on. Its pages are loaded by the
 * router from their own files.
 */
export {
  applicationKeys,
  clientDetailQuery,
  prefetchApplication,
  useApplicationProgress,
  useClientDetail,
  useClientId,
} from './api';
export { type ApplicantsSectionProps, ApplicationNav, navEntryClass } from './application-nav';
export { FieldGrid } from './fact-find-fields';
export { FactFindFrame, FactFindSkeleton, FieldCard } from './fact-find-frame';
export { type FieldSaver, useFieldSave } from './fields';
export { MissingBadge } from './missing-badge';
export { isClientUser } from './nav-pages';
export { StepNav, stepPageClass } from './step-nav';
