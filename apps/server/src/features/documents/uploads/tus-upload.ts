import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  ApiError,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TUS_PATH,
  DocumentUploadFieldsSchema,
  type ErrorCode,
  MESSAGES,
} from '@brokerdesk/contract';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Actor, RequestMeta, ServiceContext } from '../../../context';
import { loggableError } from '../../../db/errors';
import { invalid } from '../../../errors';
import { storeDocumentFile, uploadTarget } from './store-document-file';

/** Incomplete resumable uploads are kept a day; the sweep removes older ones (and a PATCH to one answers 410). */
export const TUS_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

/** Who sent a tus request, handed from the Fastify route to the tus hooks beside the web Request. */
export interface TusCaller {
  actor: Actor;
  meta: RequestMeta;
}

const ERROR_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  412: 'validation',
  413: 'too_large',
  415: 'unsupported_media_type',
  460: 'validation',
};

/** A tus refusal in the product's error shape (docs/engineering-guide.md §3 rule 4), whatever tus itself wrote. */
export function errorBody(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (parsed && typeof parsed === 'object' && parsed.error) return text;
  } catch {
    // tus writes plain text ('Upload-Offset header is invalid\n'): wrapped below.
  }
  const code = ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation');
  const message =
    status === 413
      ? MESSAGES.documentTooLarge
      : status >= 500
        ? MESSAGES.serverError
        : text.trim() || MESSAGES.notFound;
  return JSON.stringify({ error: { code, message } });
}

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
 * The resumable path of document uploads (tus 1.0, @tus/server with its file store under DATA_DIR/uploads-incoming;
 * decision 019). An upload is created only for someone who may upload to the request (the same check as the
 * multipart path), with its size declared and within 25 MB; only its creator may continue, inspect or cancel it. Once
 * its last byte arrives, the file goes through storeDocumentFile, the one path every document file takes (type from
 * the bytes, storage, row, counters, activity), and the partial file is removed, stored or refused.
 */
export function createTusServer(ctx: ServiceContext, callers: WeakMap<Request, TusCaller>) {
  const directory = path.join(ctx.config.dataDir, 'uploads-incoming');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_UPLOAD_LIFETIME_MS });
  const callerOf = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw new Error('a tus request reached the server without its caller');
    return caller;
  };

  const server = new Server({
    path: DOCUMENT_TUS_PATH,
    datastore,
    maxSize: DOCUMENT_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no CORS headers for other sites.
    allowedOrigins: () => false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const { actor } = callerOf(req as unknown as Request);
      if (upload.size === undefined) throw invalid(MESSAGES.uploadUnreadable, 'Upload-Length');
      if (upload.size === 0) throw invalid(MESSAGES.fileEmpty, 'file');
      const fields = fieldsOf(upload);
      await uploadTarget(ctx, actor, fields.requestId);
      return { metadata: { ...upload.metadata, userId: String(actor.userId) } };
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
              fileName: fields.fileName,
              stream: createReadStream(path.join(directory, upload.id)),
              isTruncated: () => false,
            },
          },
          meta,
        );
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file }) };
      } finally {
        // Stored or refused, the partial copy goes: a refused upload leaves nothing behind.
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      if (err instanceof ApiError) {
        const { code, message, field } = err;
        return { status_code: err.status, body: JSON.stringify({ error: { code, message, field } }) };
      }
      if (!('status_code' in err)) console.error('resumable upload failed', loggableError(err));
      return undefined;
    },
  });

  return {
    server,
    /** The creator of an upload, or null when there is no such upload. */
    async ownerOf(uploadId: string): Promise<number | null> {
      try {
        const upload = await datastore.getUpload(uploadId);
        return Number(upload.metadata?.userId) || null;
      } catch {
        return null;
      }
    },
    /**
     * Removes incomplete uploads older than a day, resumable ones and the storage's half-written files of a process
     * killed mid-upload; answers how many.
     */
    async sweep(): Promise<number> {
      const resumable = await server.cleanUpExpiredUploads();
      const olderThan = new Date(ctx.now().getTime() - TUS_UPLOAD_LIFETIME_MS);
      return resumable + ((await ctx.storage.sweepIncomplete?.(olderThan)) ?? 0);
    },
  };
}

export type TusServer = ReturnType<typeof createTusServer>;
