import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES } from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { requireAccess } from '../../../../access';
import type { Actor, ServiceContext } from '../../../../context';
import { files } from '../../../../db/schema';
import { notFound } from '../../../../errors';
import type { StorageAdapter } from '../../../../storage/storage';
import { newStorageKey } from '../../../../storage/storage';
import { findDocumentFile } from '../request-files.repo';
import { makePreviewImages, type PreviewImages, PreviewTimeout } from './image-pool';

/** The job that makes a stored document's thumbnail (and a HEIC photo's viewable JPEG) after its upload. */
export const DOCUMENT_PREVIEW_JOB = 'document.preview';
export interface DocumentPreviewJob {
  fileId: number;
}

const HEIC_TYPES = new Set(['image/heic', 'image/heif']);
/** The stored types a thumbnail can be made of; Word and Excel files have none. */
export const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf']);

async function readWhole(storage: StorageAdapter, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DOCUMENT_MAX_BYTES) {
      object.stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export type PreviewOutcome = 'made' | 'unsupported' | 'undecodable' | 'too-large' | 'gone';

/**
 * Makes what the browser shows of one stored document: a thumbnail of an image or a PDF's first page, and for a HEIC
 * photo a JPEG the browser can open (and the zip carries), the original kept. Idempotent: a file that has them is
 * left alone. A file that cannot be decoded, or whose header claims more than MAX_PREVIEW_PIXELS, gets none (the page
 * shows its type instead), is logged once and not retried; storage faults and a worker thread too slow to answer
 * throw, so the job is retried.
 */
export async function makeDocumentPreviews(ctx: ServiceContext, fileId: number): Promise<PreviewOutcome> {
  const row = await findDocumentFile(ctx.db, fileId);
  if (!row) return 'gone';
  if (!THUMBNAIL_TYPES.has(row.content_type)) return 'unsupported';
  const wantsPreview = HEIC_TYPES.has(row.content_type) && row.preview_storage_key === null;
  const wantsThumbnail = row.thumbnail_storage_key === null;
  if (!wantsThumbnail && !wantsPreview) return 'made';
  const bytes = await readWhole(ctx.storage, row.storage_key);
  if (!bytes) return 'gone';

  const file = { fileId: row.id, contentType: row.content_type, sizeBytes: row.size_bytes };
  let images: PreviewImages;
  try {
    images = await makePreviewImages(bytes, row.content_type, { preview: wantsPreview, thumbnail: wantsThumbnail });
  } catch (err) {
    if (err instanceof PreviewTimeout) {
      // Perhaps only a busy machine: pg-boss tries the job again later, a few times at most (jobs/queue.ts).
      ctx.log.warn({ ...file, reason: err.message }, 'document preview: timed out, to be tried again');
      throw err;
    }
    // One line, no stack: the file is at fault, not the code, and the job is not retried.
    ctx.log.warn(
      { ...file, reason: err instanceof Error ? err.message : String(err) },
      'document preview: cannot decode',
    );
    return 'undecodable';
  }
  if (images.kind === 'unsupported') return 'unsupported';
  if (images.kind === 'too-large') {
    const { width, height } = images;
    ctx.log.info({ ...file, width, height }, 'document preview: image over the pixel limit, kept without a thumbnail');
    return 'too-large';
  }

  const made: { preview_storage_key?: string; thumbnail_storage_key?: string } = {};
  try {
    if (images.preview) {
      made.preview_storage_key = newStorageKey('jpg');
      await putJpeg(ctx.storage, made.preview_storage_key, images.preview);
    }
    if (images.thumbnail) {
      made.thumbnail_storage_key = newStorageKey('jpg');
      await putJpeg(ctx.storage, made.thumbnail_storage_key, images.thumbnail);
    }
    // Only a live file still without them takes the new keys; a file removed meanwhile leaves no objects behind.
    const updated = await ctx.db
      .update(files)
      .set(made)
      .where(and(eq(files.id, row.id), isNull(files.deleted_at)))
      .returning({ id: files.id });
    if (updated.length === 0) throw new FileGone();
  } catch (err) {
    await Promise.all(Object.values(made).map((key) => ctx.storage.delete(key).catch(() => undefined)));
    if (err instanceof FileGone) return 'gone';
    throw err;
  }
  return 'made';
}

class FileGone extends Error {}

function putJpeg(storage: StorageAdapter, key: string, jpeg: Uint8Array): Promise<void> {
  return storage.put(key, Readable.from([Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)]), 'image/jpeg');
}

/** The job's worker: a missing, undecodable or oversized file is done with; storage faults are retried by pg-boss. */
export function documentPreviewWorker(ctx: ServiceContext) {
  return async ({ fileId }: DocumentPreviewJob) => {
    await makeDocumentPreviews(ctx, fileId);
  };
}

/** Asks for a stored document's previews; the docs-server upload paths call it through the "file stored" hook. */
export async function queueDocumentPreviews(ctx: ServiceContext, fileId: number): Promise<void> {
  await ctx.jobs.send(DOCUMENT_PREVIEW_JOB, { fileId } satisfies DocumentPreviewJob);
}

export interface OpenedImage {
  stream: Readable;
  size: number;
  fileName: string;
}

/**
 * A document's thumbnail or its HEIC photo's viewable JPEG, to those file/download serves: the owning adviser, an
 * administrator, or the client it belongs to (with the document page); anyone else 404, a locked plan 403.
 */
export async function openDocumentImage(
  ctx: ServiceContext,
  actor: Actor,
  fileId: number,
  variant: 'thumbnail' | 'preview',
): Promise<OpenedImage> {
  const row = await findDocumentFile(ctx.db, fileId);
  if (!row || row.client_id === null) throw notFound();
  await requireAccess(ctx, actor, { kind: 'client', id: row.client_id }, { page: 'document' });
  const key = variant === 'thumbnail' ? row.thumbnail_storage_key : row.preview_storage_key;
  if (!key) throw notFound();
  const object = await ctx.storage.get(key);
  if (!object) throw notFound();
  const base = row.file_name.replace(/\.[^.]*$/, '') || 'document';
  return { stream: object.stream, size: object.size, fileName: `${base}.jpg` };
}

/**
 * What the zip carries for a file: a HEIC photo's JPEG when it has one (named .jpg), else the original. The zip
 * streams `storageKey` from storage under the auto-renamed name with `extension`.
 */
export function zipSourceOf(row: { storage_key: string; content_type: string; preview_storage_key: string | null }): {
  storageKey: string;
  contentType: string;
  extension: string | null;
} {
  if (row.preview_storage_key && HEIC_TYPES.has(row.content_type)) {
    return { storageKey: row.preview_storage_key, contentType: 'image/jpeg', extension: 'jpg' };
  }
  return { storageKey: row.storage_key, contentType: row.content_type, extension: null };
}
