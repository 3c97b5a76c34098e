import type { ServiceContext } from '../../context';
import { loggableError } from '../../db/errors';

/** A document file that has just been stored and committed (by the multipart or the resumable path). */
export interface DocumentFileStored {
  fileId: number;
  requestId: number;
  clientId: number;
  adviserId: number;
  applicantId: number;
  storageKey: string;
  contentType: string;
  /** A client uploaded it (else the broker, on the client's behalf). */
  uploadedByClient: boolean;
  actorUserId: number;
}

export type DocumentFileStoredListener = (ctx: ServiceContext, event: DocumentFileStored) => Promise<void> | void;

const listeners = new Set<DocumentFileStoredListener>();

/**
 * Lets other code react to a stored file (previews of HEIC photos and PDFs, the broker's upload notice): the listener
 * runs after the file's transaction commits, in the request that stored it, so it should only queue work (a pg-boss
 * job) rather than do it. Register once, at module load; answers a function that removes the listener.
 */
export function onDocumentFileStored(listener: DocumentFileStoredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; one that fails is logged and does not undo the upload or stop the others. */
export async function emitDocumentFileStored(ctx: ServiceContext, event: DocumentFileStored): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(ctx, event);
    } catch (err) {
      console.error('a document file stored listener failed', loggableError(err));
    }
  }
}
