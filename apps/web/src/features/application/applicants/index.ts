/**
 * A client's applicants, the part of the application that lists, adds, orders and deletes them and draws each one's
 * profile (a fact-find page like the others, loaded by the router from ./applicant-profile-page.tsx). The navigation's
 * Applicants section is what the rest of the app shows of it.
 */
export { loadSortableApplicants } from './applicant-nav-list';
export { ApplicantsSection } from './applicants-section';
