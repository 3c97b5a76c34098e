import type { Readable } from 'node:stream';
import type { LodgementPayload } from '../lodgement-payload';

/**
 * A lodgement system the application can be uploaded to (decision 021). One file per target in this folder; the job
 * (lodgement.job.ts) drives any of them the same way: authenticate, create or update the deal, attach documents.
 */
export interface LodgementCredentials {
  username: string;
  password: string;
  apiKey: string;
  apiToken: string;
}

export interface RemoteDeal {
  id: string;
  reference: string;
  url: string | null;
}

export interface LodgementDocument {
  fileName: string;
  contentType: string;
  size: number;
  documentType: string;
  contactRef: string;
  body: Readable;
}

export interface LodgementSession {
  /** Creates the deal; the key makes a repeat of the same create answer the first deal instead of a second. */
  createDeal(payload: LodgementPayload, idempotencyKey: string): Promise<RemoteDeal>;
  updateDeal(dealId: string, payload: LodgementPayload): Promise<RemoteDeal>;
  attachDocument(dealId: string, doc: LodgementDocument, idempotencyKey: string): Promise<void>;
}

export interface LodgementAdapter {
  readonly target: string;
  /** Signs in with the broker's credentials, decrypted by the caller just before and never kept. */
  open(credentials: LodgementCredentials): Promise<LodgementSession>;
}

/** What the broker must fix: a credential or a field the lodgement system refused. Never retried. */
export class LodgementRefusal extends Error {
  constructor(
    readonly code: 'credentials' | 'forbidden' | 'field' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** A failure worth trying again (the network, a timeout, a 5xx or 429). */
export class LodgementRetryable extends Error {}
