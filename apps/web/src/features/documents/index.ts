/**
 * The documents feature as other features use it: the picker of document types a template lists, and the route that
 * opens a client's first applicant's Documents page. The Documents page itself is loaded by the router from its own
 * file (documents-page.tsx).
 */
export { DocumentPicker } from './document-picker';
export { firstApplicantDocumentsLoader } from './documents-loader';
