/**
 * The service worker's cache of the portal's data answers (apps/web/src/sw/sw.ts), named here so the page
 * can delete it on sign-out without loading the worker's code.
 */
export const PORTAL_DATA_CACHE = 'portal-data-v1';

/**
 * The GET answers the portal's pages read and the service worker keeps, newest first from the network, for a reload
 * with no signal: the app's public settings, the signed-in user, the client with its applicants, and the application's
 * pages and progress. Files, lists of other people and the session's own check are never kept.
 */
export const PORTAL_DATA_PATHS =
  /^\/api\/(meta|user\/detail|client\/detail|applicant\/detail|application\/(requirement|expense|risk-profile|asset|liability|progress))$/;
