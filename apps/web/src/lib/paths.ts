/**
 * Addresses of pages that several parts of the app link to: plain strings, free of schemas and hooks, so a feature, a
 * loader or the shell can link to a page without importing the feature that draws it.
 */

/** docs/spec/core-and-application.md §2 client-list. */
export const CLIENT_LIST_PATH = '/client/list';
/** The pipeline board beside the client list. */
export const CLIENT_BOARD_PATH = '/client/board';
/** Importing clients from another CRM's CSV export, beside the client list. */
export const CLIENT_IMPORT_PATH = '/client/import';

/**
 * The client list showing leads only, newest first: a broker's leads (the lead capture form's, docs/spec/
 * settings-billing-admin.md §2) in the client list's own address form (features/clients, client-list-params.ts, whose
 * test checks the two agree), written out here so the shell links to it without loading the list's code.
 */
export const LEADS_LIST_PATH = '/client/list-search/-/lead/all/all/created_at.desc/50/0';

/** Where an applicant's profile lives (application-applicant-profile). */
export const applicantPath = (clientId: number, applicantId: number) =>
  `/client/${clientId}/application/applicant/${applicantId}`;

/**
 * Two-step sign-in and the signed-in devices: where someone the firm requires two-step sign-in of is sent until it
 * is on (decision 044).
 */
export const SECURITY_PATH = '/security';

/** The firm-wide audit (an administrator's), or an adviser's own clients' events. */
export const AUDIT_PATH = '/audit';
