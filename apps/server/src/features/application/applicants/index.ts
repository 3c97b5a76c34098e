/*
 * What other features may use of the applicants: they import it from this file, never from a file inside the
 * folder, so the folder can change inside without them noticing. The clients feature reads applicants through it
 * (the detail's ordered summaries, a new client's primary applicant, the applicant order); the application feature
 * checks field references and progress against it; the seed and the test factories write applicants with it.
 * Nothing here imports the clients feature, so the two never import each other back.
 */
export { toApplicantSummary } from './applicant-dto';
export { reorderApplicants } from './applicant-list.service';
export {
  countApplicants,
  findPrimaryApplicantData,
  insertApplicant,
  insertPrimaryApplicant,
  insertPrimaryApplicants,
  listApplicants,
} from './applicants.repo';
export { refreshClientDerived, refreshClientsDerived } from './client-derived.repo';
