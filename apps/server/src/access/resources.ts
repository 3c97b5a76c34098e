import type { AdviserKind, ApplicationPage } from '@brokerdesk/contract';
import type { UserWithLinks } from '../accounts/users.repo';
import type {
  AdviserAccess,
  AdviserRecord,
  ClientRecord,
  DocumentRequestRecord,
  DocumentTypeRecord,
  FileRecord,
  InvoiceRecord,
  ResumableUploadRecord,
  ReviewRecord,
} from './access.repo';

/*
 * What `requireAccess` is asked about (the resource), what is asked of it (the need) and what it answers (the records
 * the gate loaded). `read` and `change` are one rule today for every record (whoever may see a record may change it,
 * unless a need says more); callers say which they do, so splitting them later is a change here only.
 */

export interface ClientAccess {
  client: ClientRecord;
  adviser: AdviserRecord;
  /** The paid pages and actions are locked for this client's adviser (docs/spec/core-and-application.md §4). */
  locked: boolean;
  /** The actor is the client themself (the portal), not their adviser or an administrator. */
  isClientActor: boolean;
}

/**
 * A client and everything under it (applicants, fact-find, documents, messages): an administrator sees any, an
 * adviser their own, a client only themself. `adviserId`, when a call names one, must be the client's adviser.
 */
export type ClientResource = { kind: 'client'; id: number; adviserId?: number };

/**
 * - `read`, `change`: any of the client's parties (adviser, administrator, the client themself).
 * - `adviser-only`: the adviser's side (invite, archive, delete, reorder, notes...); the client gets 403.
 * - `{ page }`: a fact-find page: a client sees only their `submit_pages` (one of the application's other people,
 *   the pages chosen for them), and a locked page answers 403 with the upgrade message (LOCKED_PAGES); `adviserOnly`
 *   adds the adviser-only rule; `ownDetailsOf` changes that applicant's own details: a client who is another
 *   applicant, or the primary's sign-in when that applicant signs in with their own email, gets 403.
 * - `report`: adviser-only, and the paid features must be open (View Report).
 * - `invite`: adviser-only on the Submit page, and the adviser's login email verified (decision 016).
 * - `lodge`: adviser-only, the lodgement option on and the Pro features open (decision 021).
 * - `strategies`: adviser-only, and the Pro features open (docs/spec/settings-billing-admin.md §1: strategies are Pro).
 */
export type ClientNeed =
  | 'read'
  | 'change'
  | 'adviser-only'
  | 'report'
  | 'invite'
  | 'lodge'
  | 'strategies'
  | { page: ApplicationPage; adviserOnly?: boolean; ownDetailsOf?: number };

/** A document request: the gate of its client on the Documents page; another's request answers 404 like a missing one. */
export type DocumentRequestResource = { kind: 'document-request'; id: number };
export type DocumentRequestNeed = 'read' | 'change' | 'adviser-only';
export interface DocumentRequestAccess {
  access: ClientAccess;
  request: DocumentRequestRecord;
}

/**
 * An annual review: the gate of its client (docs/decisions/041-annual-reviews.md); another's review answers 404 like a
 * missing one, and so does one not of the `clientId` a call names. `read` and `change` are any of the client's parties;
 * `adviser-only` refuses the client (403); `report` is the client's View Report rule.
 */
export type ReviewResource = { kind: 'review'; id: number; clientId?: number };
export type ReviewNeed = 'read' | 'change' | 'adviser-only' | 'report';
export interface ReviewAccess {
  access: ClientAccess;
  review: ReviewRecord;
}

/** An adviser's client list: `read` it (an administrator names whose), or `change` it by adding a client. */
export type ClientListResource = { kind: 'client-list'; adviserId?: number };
export type ClientListNeed = 'read' | 'change';

/**
 * An adviser's own records (settings, appearance, attachments, catalogue, templates, billing): the adviser themself
 * or an administrator; another adviser's id, or an id of another kind than `adviserKind`, answers 404; a client 403.
 * `templates` adds the plan lock; `lodgement` the lodgement options' availability.
 */
export type AdviserResource = { kind: 'adviser'; id: number; adviserKind?: AdviserKind };
export type AdviserNeed = 'read' | 'change' | 'templates' | 'lodgement';

/**
 * A user account: one's own, or anyone's for an administrator; another user's id answers 404, as does a user not of
 * `role` when one is named (the planner mounts). `adviser-only` refuses clients (the advisers' account pages).
 */
export type UserResource = { kind: 'user'; id: number; role?: 'planner' };
export type UserNeed = 'read' | 'change' | 'adviser-only';

/**
 * A file an adviser stored (attachments, branding, message files), by the adviser rule; a file not of `purpose`, or
 * not of the `adviserId` a call names, answers 404.
 */
export type FileResource = { kind: 'file'; id: number; purpose?: FileRecord['purpose']; adviserId?: number };

/** A tax invoice, by the adviser rule of the adviser it bills. */
export type InvoiceResource = { kind: 'invoice'; id: number };

/**
 * A resumable (tus) upload: only the user who created it may go on with it, see it or cancel it; anyone else,
 * administrators included, is answered 404 as for an upload that has finished or was never made.
 */
export type ResumableUploadResource = { kind: 'resumable-upload'; id: string };

/** An adviser's own document type; clients are refused before it is looked up. */
export type CustomDocumentTypeResource = { kind: 'custom-document-type'; id: number; adviserId?: number };

/** Feedback is sent by an adviser or a client, who signs it with their names; an administrator has neither. */
export type FeedbackResource = { kind: 'feedback' };
export type FeedbackSender =
  | { side: 'adviser'; role: 'broker' | 'planner'; adviserId: number; first_name: string; last_name: string }
  | {
      side: 'client';
      clientId: number;
      adviserId: number;
      client_first_name: string;
      client_last_name: string;
      adviser_first_name: string;
      adviser_last_name: string;
    };

/** Each resource kind with its needs and what its gate answers. */
export interface AccessTable {
  client: { resource: ClientResource; need: ClientNeed; grant: ClientAccess };
  'document-request': { resource: DocumentRequestResource; need: DocumentRequestNeed; grant: DocumentRequestAccess };
  review: { resource: ReviewResource; need: ReviewNeed; grant: ReviewAccess };
  'client-list': { resource: ClientListResource; need: ClientListNeed; grant: { adviserId: number } };
  adviser: { resource: AdviserResource; need: AdviserNeed; grant: AdviserAccess };
  user: { resource: UserResource; need: UserNeed; grant: UserWithLinks };
  file: { resource: FileResource; need: 'read' | 'change'; grant: FileRecord };
  invoice: { resource: InvoiceResource; need: 'read'; grant: InvoiceRecord };
  'custom-document-type': {
    resource: CustomDocumentTypeResource;
    need: 'change';
    grant: DocumentTypeRecord & { adviser_id: number };
  };
  feedback: { resource: FeedbackResource; need: 'send'; grant: FeedbackSender };
  'resumable-upload': { resource: ResumableUploadResource; need: 'change'; grant: ResumableUploadRecord };
}

export type Resource = AccessTable[keyof AccessTable]['resource'];
export type NeedOf<R extends Resource> = AccessTable[R['kind']]['need'];
export type GrantOf<R extends Resource> = AccessTable[R['kind']]['grant'];
