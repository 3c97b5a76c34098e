import type { AdviserKind, ImageFileType, StoredFile } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { lockAdviserRow, updateAdviserSettings } from '../../accounts/adviser-settings.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import {
  IMAGE_RULE,
  insertFile,
  removeObjects,
  softDeleteFilesOfPurpose,
  storeUpload,
  toStoredFile,
} from '../../files';
import type { UploadSource } from '../../http/multipart-upload';

/** The adviser column that points at each image (docs/spec/settings-billing-admin.md §2 Site Appearance). */
const COLUMN = { logo: 'logo_file_id', profile_image: 'profile_image_file_id' } as const;

/**
 * broker/upload and planner/upload: stores a logo or profile image and makes it the adviser's, replacing (and
 * soft-deleting) the one before. Who is asking is checked before a byte is stored.
 */
export async function uploadAdviserImage(
  ctx: ServiceContext,
  actor: Actor,
  target: { kind: AdviserKind; adviserId: number; type: ImageFileType },
  source: UploadSource,
): Promise<StoredFile> {
  const { kind, adviserId, type } = target;
  await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId, adviserKind: kind }, 'change');
  const stored = await storeUpload(ctx.storage, source, IMAGE_RULE);
  const now = ctx.now();
  let replaced: string[];
  let row: Awaited<ReturnType<typeof insertFile>>;
  try {
    ({ row, replaced } = await ctx.db.transaction(async (tx) => {
      // The lock orders two uploads of the same adviser, so exactly one image stays live.
      if (!(await lockAdviserRow(tx, adviserId))) throw notFound();
      const inserted = await insertFile(tx, {
        adviser_id: adviserId,
        purpose: type,
        storage_key: stored.storageKey,
        file_name: stored.fileName,
        content_type: stored.contentType,
        size_bytes: stored.sizeBytes,
        uploaded_by_user_id: actor.userId,
      });
      const keys = await softDeleteFilesOfPurpose(tx, adviserId, type, now, inserted.id);
      await updateAdviserSettings(tx, adviserId, { [COLUMN[type]]: inserted.id }, now);
      return { row: inserted, replaced: keys };
    }));
  } catch (err) {
    await removeObjects(ctx.storage, [stored.storageKey]);
    throw err;
  }
  await removeObjects(ctx.storage, replaced);
  await recordActivity(ctx.db, {
    action: 'image_uploaded',
    actorUserId: actor.userId,
    adviserId,
    detail: { type, fileId: row.id, replaced: replaced.length },
  });
  return toStoredFile(row);
}

/** broker/delete-upload and planner/delete-upload: the image is soft-deleted and its object removed. */
export async function deleteAdviserImage(
  ctx: ServiceContext,
  actor: Actor,
  target: { kind: AdviserKind; adviserId: number; type: ImageFileType },
): Promise<void> {
  const { kind, adviserId, type } = target;
  await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId, adviserKind: kind }, 'change');
  const now = ctx.now();
  const keys = await ctx.db.transaction(async (tx) => {
    if (!(await lockAdviserRow(tx, adviserId))) throw notFound();
    const deleted = await softDeleteFilesOfPurpose(tx, adviserId, type, now);
    await updateAdviserSettings(tx, adviserId, { [COLUMN[type]]: null }, now);
    return deleted;
  });
  // Nothing to delete reads as not found, so the page learns its view was stale.
  if (keys.length === 0) throw notFound();
  await removeObjects(ctx.storage, keys);
  await recordActivity(ctx.db, { action: 'image_deleted', actorUserId: actor.userId, adviserId, detail: { type } });
}
