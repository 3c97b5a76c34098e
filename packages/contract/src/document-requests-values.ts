/**
 * The Documents page's plain values (docs/spec/core-and-application.md §2 Application navigation, §7 file/download and
 * document/download-all-as-zip): request states, limits and the formats a client may upload. Zod-free, so the first
 * load can use them.
 */

export const DOCUMENT_REQUEST_STATES = ['requested', 'uploaded', 'accepted', 'rejected', 'not-applicable'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];
/** A request still needs the client's file while it is asked for, or rejected (a rejected one goes back to them). */
export const DOCUMENT_NEEDED_STATES = ['requested', 'rejected'] as const satisfies readonly DocumentRequestState[];

export const DOCUMENT_REVIEW_DECISIONS = ['accept', 'reject', 'not-applicable'] as const;
export type DocumentReviewDecision = (typeof DOCUMENT_REVIEW_DECISIONS)[number];

/** A file's own review: pending until the broker decides its request; rejected files stay listed, not received. */
export const DOCUMENT_FILE_REVIEW_STATES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentFileReviewState = (typeof DOCUMENT_FILE_REVIEW_STATES)[number];

/** 25 MB per file, checked in the browser before sending and by the server on the bytes. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Files per request and requests per applicant: generous, but bounded. */
export const MAX_FILES_PER_REQUEST = 20;
export const MAX_REQUESTS_PER_APPLICANT = 200;
/** A reject reason or a not-applicable note. */
export const DOCUMENT_REASON_MAX = 500;

/** How a received document stays valid (the catalogue's rule, or the broker's own). */
export const DOCUMENT_VALIDITY_KINDS = ['age', 'expiry'] as const;
export type DocumentValidityKind = (typeof DOCUMENT_VALIDITY_KINDS)[number];
/** A file is flagged as soon stale this many days before its rule says it is stale. */
export const DOCUMENT_SOON_STALE_DAYS = 7;
/** A file's freshness against its type's rule; 'none' when the type has no rule or the file no date. */
export const DOCUMENT_FRESHNESS = ['fresh', 'soon-stale', 'stale', 'none'] as const;
export type DocumentFreshness = (typeof DOCUMENT_FRESHNESS)[number];

/** The resumable upload endpoint (tus 1.0.0) beside the plain multipart one. */
export const DOCUMENT_TUS_PATH = '/api/document/tus';

/** '2,5,10': up to 10 whole numbers of days from 1 to 60, separated by commas; '' (no reminders) too. */
export function isReminderDays(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  const parts = trimmed.split(',').map((p) => p.trim());
  return parts.length <= 10 && parts.every((p) => /^\d{1,2}$/.test(p) && Number(p) >= 1 && Number(p) <= 60);
}
