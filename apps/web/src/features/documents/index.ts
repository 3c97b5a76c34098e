/**
 * The documents feature (a client's document requests, uploads, review and reminders) as the router uses it: the route
 * that opens a client's first applicant's Documents page. The Documents page itself is loaded by the router from its
 * own file (documents-page.tsx).
 */
export { firstApplicantDocumentsLoader } from './documents-loader';
