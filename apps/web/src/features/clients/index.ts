/**
 * The clients feature as other features and the router use it: a client's record (the client with its applicants in
 * order, and each applicant's record), which every page about a client reads from here; the client list's query,
 * labels, list addresses and routes; the new-client and map modals; and the loader that opens a client at its first
 * applicant. Its pages are loaded by the router from their own files.
 */
export { clientListOptions, useClientList } from './api';
export { applicantDetailKey, useApplicantDetail } from './applicant-detail';
export { reorderedIds, splitPrimary, withApplicantOrder } from './applicant-order';
export { clientDetailKey, clientDetailQuery, useClientDetail } from './client-detail';
export { AccessBadge, clientName, StatusBadge } from './client-labels';
export { buildClientListPath, DEFAULT_CLIENT_LIST_VIEW, withClientFilter } from './client-list-params';
export { ClientMapModal } from './client-map-modal';
export {
  CLIENT_LIST_SEARCH_PATTERN,
  openClientPath,
  WELCOME_PARAM,
  welcomePath,
} from './client-routes';
export { CreateClientModal } from './create-client-modal';
export { openClientLoader } from './open-client-loader';
export { ReviewsDue } from './reviews-due';
export { TodayTasks } from './today-tasks';
export { MapPinIcon } from './row-icons';
