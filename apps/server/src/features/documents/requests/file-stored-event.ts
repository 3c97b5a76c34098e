import type { ServiceContext } from '../../../context';

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

declare module '../../../events' {
  interface AppEvents {
    /**
     * A document file has been stored and committed (previews of HEIC photos and PDFs, the broker's upload notice
     * react to it).
     */
    'document.file-stored': DocumentFileStored;
  }
}

export async function emitDocumentFileStored(ctx: ServiceContext, event: DocumentFileStored): Promise<void> {
  await ctx.events.emit(ctx, 'document.file-stored', event);
}
