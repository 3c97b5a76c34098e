/**
 * The application feature (the fact-find: its pages, each applicant's profile, the steps between them) as other
 * features and the shell use it: the progress query, the application navigation with its Applicants section, and the
 * fact-find frame other client pages sit in. Its pages are loaded by the router from their own files.
 */
export { applicationKeys, prefetchApplication, useApplicationProgress } from './api';
export { ApplicationNav } from './application-nav';
export { FactFindFrame, FactFindSkeleton } from './fact-find-frame';
export { isClientUser } from './nav-pages';
export { StepNav, stepPageClass } from './step-nav';
