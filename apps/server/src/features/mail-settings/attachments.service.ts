import { type AdviserKind, MAX_ATTACHMENTS, MESSAGES, type StoredFile } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { lockAdviserRow } from '../../accounts/adviser-settings.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../errors';
import {
  ATTACHMENT_RULE,
  extensionOf,
  insertFile,
  removeObjects,
  softDeleteFile,
  storeUpload,
  toStoredFile,
} from '../../files';
import type { UploadSource } from '../../http/multipart-upload';
import { listAttachmentRows } from '../../mail/mail-settings.repo';

type AdviserTarget = { kind: AdviserKind; adviserId: number };

/**
 * broker/attachments and planner/attachments (docs/spec/settings-billing-admin.md §2 Mail Settings): the default email
 * attachments.
 */
export async function listAttachments(ctx: ServiceContext, actor: Actor, target: AdviserTarget): Promise<StoredFile[]> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: target.adviserId, adviserKind: target.kind }, 'read');
  return (await listAttachmentRows(ctx.db, target.adviserId)).map(toStoredFile);
}

/** broker/upload-attachment and planner/upload-attachment: PDF or an office document, at most 10 MB. */
export async function uploadAttachment(
  ctx: ServiceContext,
  actor: Actor,
  target: AdviserTarget,
  source: UploadSource,
): Promise<StoredFile> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: target.adviserId, adviserKind: target.kind }, 'change');
  // Checked before a byte is stored, and again under the adviser's lock as the row is written.
  await checkAttachmentCap(ctx.db, target.adviserId);
  const stored = await storeUpload(ctx.storage, source, ATTACHMENT_RULE);
  // Clients' mail programs open an attachment by its name, so a name without the type's extension gets it.
  const fileName =
    extensionOf(stored.fileName) === stored.extension ? stored.fileName : `${stored.fileName}.${stored.extension}`;
  let row: Awaited<ReturnType<typeof insertFile>>;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await lockAdviserRow(tx, target.adviserId);
      await checkAttachmentCap(tx, target.adviserId);
      return insertFile(tx, {
        adviser_id: target.adviserId,
        purpose: 'attachment',
        storage_key: stored.storageKey,
        file_name: fileName,
        content_type: stored.contentType,
        size_bytes: stored.sizeBytes,
        uploaded_by_user_id: actor.userId,
      });
    });
  } catch (err) {
    await removeObjects(ctx.storage, [stored.storageKey]);
    throw err;
  }
  await recordActivity(ctx.db, {
    action: 'attachment_uploaded',
    actorUserId: actor.userId,
    adviserId: target.adviserId,
    detail: { fileId: row.id, fileName },
  });
  return toStoredFile(row);
}

/** Every invitation carries the default attachments, so their number is capped (decision 015). */
async function checkAttachmentCap(db: Db, adviserId: number): Promise<void> {
  if ((await listAttachmentRows(db, adviserId)).length >= MAX_ATTACHMENTS)
    throw invalid(MESSAGES.attachmentCap, 'file');
}

/**
 * broker/delete-attachment and planner/delete-attachment (param fileId). The file's owner decides who may
 * delete it; an id given beside it must be that owner, and a file of another adviser answers 404.
 */
export async function deleteAttachment(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  input: { fileId: number; adviserId?: number },
): Promise<void> {
  // A client is refused and another adviser's file is not found, before anything else about it is told.
  const file = await requireAccess(
    ctx,
    actor,
    { kind: 'file', id: input.fileId, purpose: 'attachment', adviserId: input.adviserId },
    'change',
  );
  // The owner must be of this mount's kind: a planner's file is not a broker/delete-attachment's business.
  await requireAccess(ctx, actor, { kind: 'adviser', id: file.adviser_id, adviserKind: kind }, 'change');
  if (!(await softDeleteFile(ctx.db, file.id, ctx.now()))) throw notFound();
  await removeObjects(ctx.storage, [file.storage_key]);
  await recordActivity(ctx.db, {
    action: 'attachment_deleted',
    actorUserId: actor.userId,
    adviserId: file.adviser_id,
    detail: { fileId: file.id, fileName: file.file_name },
  });
}
