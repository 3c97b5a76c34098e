import { requireAccess } from '../../../../access';
import { recordActivity } from '../../../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../../../context';
import { notFound } from '../../../../errors';
import { findLiveFile, openDownload } from '../../../../files';
import type { ByteRange, StoredObject } from '../../../../storage/storage';
import { readRequestFile } from '../requests.service';

/** A file about to be sent: what to call it and serve it as, its size, and how to open it (whole or in part). */
export interface DownloadTarget {
  fileName: string;
  contentType: string;
  size: number;
  open(range?: ByteRange): Promise<StoredObject>;
}

/**
 * GET file/download (docs/spec/core-and-application.md §7, files_new_id): a client document to its owning adviser, an
 * administrator, or the client it belongs to, under its auto-renamed name; anyone else gets 404, as for a missing
 * file, and nothing of the file is logged. The adviser's own files (attachments) keep their rule (files feature).
 * Each download is in the activity.
 */
export async function openFileDownload(
  ctx: ServiceContext,
  actor: Actor,
  fileId: number,
  variant: 'original' | 'preview',
  meta: RequestMeta,
): Promise<DownloadTarget> {
  const row = await findLiveFile(ctx.db, fileId);
  if (!row) throw notFound();
  if (row.purpose !== 'document') {
    if (variant === 'preview') throw notFound();
    const opened = await openDownload(ctx, actor, fileId, meta);
    return { ...opened, open: async () => opened };
  }
  if (row.client_id === null || row.request_id === null) throw notFound();
  const access = await requireAccess(ctx, actor, { kind: 'client', id: row.client_id }, { page: 'document' });
  const file = await readRequestFile(ctx, access, row.request_id, row.id);
  const preview = variant === 'preview';
  const key = preview ? row.preview_storage_key : row.storage_key;
  if (!key) throw notFound();
  await recordActivity(ctx.db, {
    action: 'document_downloaded',
    actorUserId: actor.userId,
    adviserId: row.adviser_id,
    clientId: row.client_id,
    detail: { fileId: row.id, requestId: row.request_id, variant },
    ip: meta.ip,
  });
  return {
    fileName: preview ? file.download_name.replace(/\.[a-z0-9]+$/, '.jpg') : file.download_name,
    contentType: preview ? 'image/jpeg' : row.content_type,
    size: preview ? await objectSize(ctx, key) : row.size_bytes,
    async open(range) {
      const object = await ctx.storage.get(key, range);
      if (!object) throw notFound();
      return object;
    },
  };
}

async function objectSize(ctx: ServiceContext, key: string): Promise<number> {
  const object = await ctx.storage.get(key);
  if (!object) throw notFound();
  object.stream.destroy();
  return object.size;
}
