import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ApiError,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TUS_PATH,
  DocumentUploadFieldsSchema,
  MESSAGES,
} from '@brokerdesk/contract';
import { Server, type Upload } from '@tus/server';
import type { Actor, RequestMeta, ServiceContext } from '../../../../context';
import { invalid, RateLimitedError } from '../../../../errors';
import { createResumableStore } from '../../../../storage/resumable-store';
import { createDatabaseLocker } from './database-locker';
import { deleteResumableUpload } from './resumable-uploads.repo';
import { storeDocumentFile, uploadTarget } from './store-document-file';
import { removeExpiredUploads, reserveResumableUpload } from './upload-quotas';

export { errorBody, errorStatus, UNSUPPORTED_TUS_HEADERS } from './tus-errors';

/** Who sent a tus request, handed from the Fastify route to the tus hooks beside the web Request. */
export interface TusCaller {
  actor: Actor;
  meta: RequestMeta;
  /** The upload this request reserved room for (a creation), so a creation that fails gives the room back. */
  reserved?: string;
  /** A 429's Retry-After, for the route to send. */
  retryAfterSeconds?: number;
}

/** Where failures nobody waits for go (the app's logger). */
export type TusLog = (message: string, err: unknown) => void;

/** The upload's fields from its Upload-Metadata (requestId, document_date, filename), checked as the form's. */
function fieldsOf(upload: Upload) {
  const meta = upload.metadata ?? {};
  const parsed = DocumentUploadFieldsSchema.safeParse({
    requestId: meta.requestId ?? undefined,
    document_date: meta.document_date ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.message ?? MESSAGES.uploadUnreadable, issue?.path.join('.') || 'requestId');
  }
  return { ...parsed.data, fileName: meta.filename ?? meta.name ?? 'file' };
}

/**
 * The resumable path of document uploads (tus 1.0, @tus/server; decisions 019 and 028). Partial uploads live on the
 * shared store (a folder beside the stored files, or the S3 bucket) and the tus lock in the database, so any instance
 * goes on with an upload another began. An upload is created only for someone who may upload to the request (the
 * same check as the multipart path), with its size declared and within 25 MB, and within its creator's allowance of
 * unfinished uploads (upload-quotas.ts); only its creator may continue, inspect or cancel it. Once its last byte
 * arrives, the file goes through storeDocumentFile, the one path every document file takes: its bytes are moved into
 * the storage, not copied (decision 037), and what the upload leaves is removed, stored or refused.
 */
export function createTusServer(ctx: ServiceContext, callers: WeakMap<Request, TusCaller>, log: TusLog) {
  const store = createResumableStore(ctx.config.storage, ctx.config.resumableUploads.lifetimeMs);
  const locker = createDatabaseLocker(ctx.db, { onError: (err) => log('resumable upload lock renewal failed', err) });
  const callerOf = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw new Error('a tus request reached the server without its caller');
    return caller;
  };
  /** Removes an upload for good: its bytes on the store, then its row (what counts against its creator). */
  const forget = async (uploadId: string) => {
    await store.discard(uploadId);
    await deleteResumableUpload(ctx.db, uploadId);
  };

  const server = new Server({
    path: DOCUMENT_TUS_PATH,
    datastore: store.datastore,
    locker,
    maxSize: DOCUMENT_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no CORS headers for other sites.
    allowedOrigins: () => false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const caller = callerOf(req as unknown as Request);
      if (upload.size === undefined) throw invalid(MESSAGES.uploadExtensionUnsupported, 'Upload-Length');
      if (upload.size === 0) throw invalid(MESSAGES.fileEmpty, 'file');
      const fields = fieldsOf(upload);
      await uploadTarget(ctx, caller.actor, fields.requestId);
      const userId = caller.actor.userId;
      await reserveResumableUpload(ctx, store.discard, { id: upload.id, userId, sizeBytes: upload.size });
      caller.reserved = upload.id;
      return { metadata: { ...upload.metadata, userId: String(userId) } };
    },
    async onUploadFinish(req, upload) {
      const { actor, meta } = callerOf(req as unknown as Request);
      try {
        const fields = fieldsOf(upload);
        const file = await storeDocumentFile(
          ctx,
          actor,
          {
            requestId: fields.requestId,
            documentDate: fields.document_date || null,
            source: {
              parked: {
                fileName: fields.fileName,
                sizeBytes: upload.size ?? upload.offset,
                readSample: (bytes) => store.sample(upload.id, bytes),
                moveTo: (storageKey, contentType) => store.moveInto(upload.id, storageKey, contentType),
              },
            },
          },
          meta,
        );
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file }) };
      } finally {
        // Stored or refused, the partial upload goes: a refused upload leaves nothing behind.
        await forget(upload.id).catch((err) => log('removing a finished resumable upload failed', err));
      }
    },
    onResponseError(req, err) {
      if (err instanceof ApiError) {
        const { code, message, field } = err;
        // tus passes no headers on: the route sends Retry-After from the caller.
        if (err instanceof RateLimitedError)
          callerOf(req as unknown as Request).retryAfterSeconds = err.retryAfterSeconds;
        return { status_code: err.status, body: JSON.stringify({ error: { code, message, field } }) };
      }
      if (!('status_code' in err)) ctx.log.error({ err }, 'resumable upload failed');
      return undefined;
    },
  });

  return { server, forget };
}

/**
 * Removes unfinished uploads past their life (UPLOAD_UNFINISHED_HOURS) from the shared store, and the storage's
 * half-written files of a process killed mid-upload; answers how many. A recurring job (the documents feature).
 */
export async function sweepUnfinishedUploads(ctx: ServiceContext): Promise<number> {
  const store = createResumableStore(ctx.config.storage, ctx.config.resumableUploads.lifetimeMs);
  const resumable = await removeExpiredUploads(ctx, store.discard);
  const olderThan = new Date(ctx.now().getTime() - ctx.config.resumableUploads.lifetimeMs);
  const incomplete = (await ctx.storage.sweepIncomplete?.(olderThan)) ?? 0;
  // Before decision 028 partial uploads lived in DATA_DIR/uploads-incoming; nothing reads them any more.
  await fs.rm(path.join(ctx.config.dataDir, 'uploads-incoming'), { recursive: true, force: true });
  return resumable + incomplete;
}

export type TusServer = ReturnType<typeof createTusServer>;
