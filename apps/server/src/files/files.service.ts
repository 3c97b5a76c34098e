import type { Readable } from 'node:stream';
import { requireAccess } from '../access';
import { recordActivity } from '../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../context';
import { notFound } from '../errors';
import { isStorageKey } from '../storage/storage';
import { findLiveFileByKey } from './files.repo';

export interface OpenedFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * A logo or profile image by its key (public branding, shown by <img> without a token). Nothing else is ever
 * served this way: another purpose, a deleted file or an unknown key all answer 404.
 */
export async function openPublicImage(ctx: ServiceContext, key: string): Promise<OpenedFile> {
  if (!isStorageKey(key)) throw notFound();
  const row = await findLiveFileByKey(ctx.db, key, ['logo', 'profile_image']);
  if (!row) throw notFound();
  const object = await ctx.storage.get(row.storage_key);
  if (!object) throw notFound();
  return { fileName: row.file_name, contentType: row.content_type, size: object.size, stream: object.stream };
}

/**
 * file/download: the owning adviser or an administrator (clients' own documents come with the clients issue).
 * Downloads are recorded in the audit trail (docs/engineering-guide.md §4).
 */
export async function openDownload(
  ctx: ServiceContext,
  actor: Actor,
  fileId: number,
  meta: RequestMeta,
): Promise<OpenedFile> {
  const row = await requireAccess(ctx, actor, { kind: 'file', id: fileId }, 'read');
  const object = await ctx.storage.get(row.storage_key);
  if (!object) throw notFound();
  await recordActivity(ctx.db, {
    action: 'file_downloaded',
    actorUserId: actor.userId,
    adviserId: row.adviser_id,
    clientId: row.client_id,
    detail: { fileId: row.id, purpose: row.purpose },
    ip: meta.ip,
  });
  return { fileName: row.file_name, contentType: row.content_type, size: object.size, stream: object.stream };
}
