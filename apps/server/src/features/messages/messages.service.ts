import {
  ATTACHMENT_MAX_BYTES,
  type ClientMessage,
  type ClientMessageList,
  MESSAGE_PAGE_SIZE,
  MESSAGES,
  type MessageUnread,
} from '@brokerdesk/contract';
import { type ClientAccess, requireAccess } from '../../access';
import { recordActivity } from '../../audit/activity.repo';
import { touchClient } from '../../client-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import type { UploadRule } from '../../files';
import {
  ATTACHMENT_RULE,
  extensionOf,
  findLiveFile,
  IMAGE_RULE,
  insertFile,
  removeObjects,
  storeUpload,
} from '../../files';
import type { UploadSource } from '../../http/multipart-upload';
import { enforceHitLimit } from '../../rate-limits';
import { claimNotification, MESSAGE_NOTIFY_JOB, type MessageNotifyJob } from './message-notify';
import {
  countUnread,
  findMessageRow,
  insertMessage,
  listMessageRows,
  type MessageWithFile,
  markRead,
  type Side,
  unreadByClient,
} from './messages.repo';

/*
 * A conversation per client between the client (portal) and the adviser (docs/decisions/022-leads-messages-help.md). Who may read and write is the
 * one client gate (access/): the adviser and an administrator on the adviser's side, the client on theirs;
 * anyone else's client answers 404. Messages are not an application page, so a client's pages do not limit them.
 */

/** A message's attachment: a photo (PNG, JPEG, WebP) or a PDF or office document, checked by its bytes (decision 009). */
export const MESSAGE_ATTACHMENT_RULE: UploadRule = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLargeMessage: MESSAGES.attachmentTooLarge,
  unsupportedMessage: MESSAGES.attachmentTypeUnsupported,
  async detect(sample, fileName) {
    const image = await IMAGE_RULE.detect(sample, fileName);
    return image === 'unsupported' ? ATTACHMENT_RULE.detect(sample, fileName) : image;
  },
};

const sideOf = (access: ClientAccess): Side => (access.isClientActor ? 'client' : 'adviser');

function toMessage(r: MessageWithFile): ClientMessage {
  const m = r.message;
  return {
    id: m.id,
    client_id: m.client_id,
    sender: m.sender,
    sender_name: `${r.senderFirst ?? ''} ${r.senderLast ?? ''}`.trim(),
    body: m.body,
    attachment:
      m.file_id !== null && r.fileName !== null
        ? { id: m.file_id, file_name: r.fileName, content_type: r.contentType ?? '', size_bytes: r.sizeBytes ?? 0 }
        : null,
    created_at: m.created_at.toISOString(),
    read_at: m.read_at ? m.read_at.toISOString() : null,
  };
}

export async function listMessages(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ClientMessageList> {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  const rows = await listMessageRows(ctx.db, clientId, MESSAGE_PAGE_SIZE);
  return { messages: rows.map(toMessage), unread: await countUnread(ctx.db, clientId, sideOf(access)) };
}

/** The caller has seen the conversation: the other side's messages get their read receipt. */
export async function readMessages(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ClientMessageList> {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  // An administrator looking in is not the adviser reading: no receipt.
  if (!actor.isAdmin) await markRead(ctx.db, clientId, sideOf(access), ctx.now());
  return listMessages(ctx, actor, clientId);
}

/** Sends a message (with an attachment already stored, or none) and schedules the other side's email. */
async function addMessage(
  ctx: ServiceContext,
  actor: Actor,
  access: ClientAccess,
  body: string,
  file: { id: number; name: string } | null,
): Promise<ClientMessage> {
  const side = sideOf(access);
  const other: Side = side === 'client' ? 'adviser' : 'client';
  const now = ctx.now();
  const { client } = access;
  const { message, delay } = await ctx.db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      adviser_id: client.adviser_id,
      client_id: client.id,
      sender: side,
      sender_user_id: actor.userId,
      body,
      file_id: file?.id ?? null,
      created_at: now,
    });
    await recordActivity(tx, {
      action: 'message_sent',
      actorUserId: actor.userId,
      adviserId: client.adviser_id,
      clientId: client.id,
      detail: { by: side, ...(file ? { file_name: file.name } : {}), length: body.length },
    });
    await touchClient(tx, client.id, actor, now, { dataChanged: false });
    return { message: row, delay: await claimNotification(tx, client, other, now) };
  });
  if (delay !== null) {
    const job: MessageNotifyJob = { clientId: client.id, to: other };
    await ctx.jobs.send(MESSAGE_NOTIFY_JOB, job, { startAfterSeconds: delay });
  }
  const row = await findMessageRow(ctx.db, client.id, message.id);
  if (!row) throw notFound();
  return toMessage(row);
}

/**
 * Messages one person may send in an hour (RATE_LIMIT_MESSAGES_PER_USER_PER_HOUR), counted in the database so the
 * limit holds across instances (docs/decisions/028): each sent message emails the other side, and attachments fill
 * the store.
 */
function limitMessages(ctx: ServiceContext, actor: Actor): Promise<void> {
  return enforceHitLimit(ctx, `messages:user:${actor.userId}`, {
    max: ctx.config.rateLimit.messagesPerUserPerHour,
    windowMs: 60 * 60_000,
    message: MESSAGES.messagesTooMany,
  });
}

export async function sendMessage(ctx: ServiceContext, actor: Actor, clientId: number, body: string) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'change');
  await limitMessages(ctx, actor);
  return addMessage(ctx, actor, access, body, null);
}

/** A message with one attachment: checked by its bytes and stored like every upload, then sent. */
export async function sendMessageWithFile(
  ctx: ServiceContext,
  actor: Actor,
  fields: { clientId: number; body: string },
  source: UploadSource,
) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: fields.clientId }, 'change');
  await limitMessages(ctx, actor);
  const stored = await storeUpload(ctx.storage, source, MESSAGE_ATTACHMENT_RULE);
  const fileName =
    extensionOf(stored.fileName) === stored.extension ? stored.fileName : `${stored.fileName}.${stored.extension}`;
  try {
    const file = await insertFile(ctx.db, {
      adviser_id: access.client.adviser_id,
      client_id: access.client.id,
      purpose: 'message',
      storage_key: stored.storageKey,
      file_name: fileName,
      content_type: stored.contentType,
      size_bytes: stored.sizeBytes,
      uploaded_by_user_id: actor.userId,
    });
    return await addMessage(ctx, actor, access, fields.body, { id: file.id, name: fileName });
  } catch (err) {
    await removeObjects(ctx.storage, [stored.storageKey]);
    throw err;
  }
}

/** A message's attachment, to either side of the conversation. */
export async function openMessageAttachment(
  ctx: ServiceContext,
  actor: Actor,
  q: { clientId: number; messageId: number },
  meta: RequestMeta,
) {
  await requireAccess(ctx, actor, { kind: 'client', id: q.clientId }, 'read');
  const row = await findMessageRow(ctx.db, q.clientId, q.messageId);
  if (!row?.message.file_id || row.fileName === null) throw notFound();
  const file = await findLiveFile(ctx.db, row.message.file_id);
  const object = file ? await ctx.storage.get(file.storage_key) : null;
  if (!object) throw notFound();
  await recordActivity(ctx.db, {
    action: 'file_downloaded',
    actorUserId: actor.userId,
    adviserId: row.message.adviser_id,
    clientId: q.clientId,
    detail: { fileId: row.message.file_id, purpose: 'message' },
    ip: meta.ip,
  });
  return {
    fileName: row.fileName,
    contentType: file?.content_type ?? 'application/octet-stream',
    size: object.size,
    stream: object.stream,
  };
}

/** Unread counts: an adviser's clients with messages waiting, or the client's own conversation. */
export async function unreadCounts(ctx: ServiceContext, actor: Actor): Promise<MessageUnread> {
  if (actor.role === 'client' && !actor.isAdmin) {
    if (actor.clientId === null) return { total: 0, by_client: [] };
    const access = await requireAccess(ctx, actor, { kind: 'client', id: actor.clientId }, 'read');
    const unread = await countUnread(ctx.db, access.client.id, 'client');
    const name = access.client.display_name;
    return { total: unread, by_client: unread ? [{ client_id: access.client.id, name, unread }] : [] };
  }
  if (actor.adviserId === null) return { total: 0, by_client: [] };
  const byClient = await unreadByClient(ctx.db, actor.adviserId);
  return { total: byClient.reduce((n, r) => n + r.unread, 0), by_client: byClient };
}
